//! The words ClockWork's explanations and refusals share: a count with its noun.

/// "1 gain", "2 gains", "-1 gain": the count and its noun in the right number.
pub fn count<N>(n: N, one: &str, many: &str) -> String
where
    N: Copy + std::fmt::Display + TryInto<i64>,
{
    let singular = n.try_into().is_ok_and(|n: i64| n.abs() == 1);
    format!("{n} {}", if singular { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn a_count_of_one_is_singular_and_every_other_plural() {
        assert_eq!(count(1_u8, "gain", "gains"), "1 gain");
        assert_eq!(count(-1_i32, "gain", "gains"), "-1 gain");
        assert_eq!(count(0_usize, "die", "dice"), "0 dice");
        assert_eq!(count(12_u8, "die", "dice"), "12 dice");
    }
}
