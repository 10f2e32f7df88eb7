//! The words A Game of Bastards' explanations and refusals share: a count with its noun, and a
//! dollar amount as the book prints one.

/// "1 XP", "2 levels", "-1 card": the count and its noun in the right number.
pub fn count<N>(n: N, one: &str, many: &str) -> String
where
    N: Copy + std::fmt::Display + TryInto<i64>,
{
    let singular = n.try_into().is_ok_and(|n: i64| n.abs() == 1);
    format!("{n} {}", if singular { one } else { many })
}

/// "$200", "$2,500", "-$1,000": dollars with thousands separated, as the book prints them.
pub fn dollars(amount: i64) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    let sign = if amount < 0 { "-" } else { "" };
    format!("{sign}${grouped}")
}

#[cfg(test)]
mod tests {
    use super::{count, dollars};

    #[test]
    fn a_count_of_one_is_singular_and_every_other_plural() {
        assert_eq!(count(1_u8, "level", "levels"), "1 level");
        assert_eq!(count(-1_i32, "card", "cards"), "-1 card");
        assert_eq!(count(0_usize, "XP", "XP"), "0 XP");
        assert_eq!(count(3_u32, "level", "levels"), "3 levels");
    }

    #[test]
    fn dollars_group_thousands_as_the_book_prints_them() {
        assert_eq!(dollars(200), "$200");
        assert_eq!(dollars(1000), "$1,000");
        assert_eq!(dollars(2500), "$2,500");
        assert_eq!(dollars(1_234_567), "$1,234,567");
        assert_eq!(dollars(-1000), "-$1,000");
        assert_eq!(dollars(0), "$0");
    }
}
