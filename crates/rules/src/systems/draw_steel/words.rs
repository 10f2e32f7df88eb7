//! The words Draw Steel's log, explanations and refusals share: a count with its noun.

/// "1 square", "2 squares", "0 squares": the count and its noun in the right number.
pub fn count<N>(n: N, one: &str, many: &str) -> String
where
    N: Copy + std::fmt::Display + TryInto<i64>,
{
    format!("{n} {}", noun(n, one, many))
}

/// The noun alone, singular for a count of one (or minus one), plural otherwise.
pub fn noun<'a, N>(n: N, one: &'a str, many: &'a str) -> &'a str
where
    N: TryInto<i64>,
{
    if n.try_into().is_ok_and(|n: i64| n.abs() == 1) {
        one
    } else {
        many
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_one_is_singular_and_every_other_plural() {
        assert_eq!(count(1_u8, "square", "squares"), "1 square");
        assert_eq!(count(-1_i8, "surge", "surges"), "-1 surge");
        assert_eq!(count(0_usize, "enemy", "enemies"), "0 enemies");
        assert_eq!(count(2_u16, "enemy", "enemies"), "2 enemies");
        assert_eq!(count(11_u32, "square", "squares"), "11 squares");
    }
}
