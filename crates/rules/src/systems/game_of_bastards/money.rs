//! Money by the book: the Capital ladder («Capital»), Landed income («Landed») and the Debt
//! ladder («Debt»). Amounts are whole dollars; a ladder too high to count in an `i32` stops at
//! `i32::MAX` rather than wrapping.

/// Cash on hand every character starts with («ii. Points & Costs»).
pub const STARTING_CASH: i32 = 200;
/// Landed income per level per month («Landed»).
pub const LANDED_INCOME_PER_LEVEL: i32 = 1000;
/// Debt at level 1, "around" this much («Debt»).
pub const DEBT_AT_LEVEL_ONE: i32 = 1000;

/// «Capital»'s listed levels: the level, its value in dollars, and what it means in our words.
pub static CAPITAL_LADDER: [(u32, i32, &str); 5] = [
    (0, 0, "Only the cash on hand; every purchase counts."),
    (
        1,
        1000,
        "$1,000 in the bank and enough cash to reach payday.",
    ),
    (
        2,
        2500,
        "$2,500 in the bank, set aside for emergencies and a holiday.",
    ),
    (
        3,
        5000,
        "$5,000 in the bank and a few good antiques: comfortable.",
    ),
    (4, 10_000, "$10,000 saved: decidedly well off."),
];

/// The value of Capital `level`: the listed amounts up to 4, then double the level below
/// ("5+ – Double the previous level's value").
pub fn capital_value(level: u32) -> i32 {
    match CAPITAL_LADDER.get(level as usize) {
        Some((_, value, _)) => *value,
        None => {
            let doublings = level - 4;
            10_000_i32
                .checked_mul(1_i32.checked_shl(doublings).unwrap_or(0))
                .filter(|value| *value > 0)
                .unwrap_or(i32::MAX)
        }
    }
}

/// What giving up Capital `level` (≥ 1) yields in cash: the level's listed value, or only the
/// step over the level below (table rule `game_of_bastards.capital_cash_out`).
pub fn capital_cash_out(level: u32, whole_value: bool) -> i32 {
    if whole_value {
        capital_value(level)
    } else {
        capital_value(level).saturating_sub(capital_value(level.saturating_sub(1)))
    }
}

/// Landed income for `months` months at `level`: $1000 a level a month.
pub fn landed_income(level: u32, months: u32) -> i32 {
    i32::try_from(i64::from(LANDED_INCOME_PER_LEVEL) * i64::from(level) * i64::from(months))
        .unwrap_or(i32::MAX)
}

/// About what Debt `level` owes: $1000 at level 1, doubling each level; nothing at 0.
pub fn debt_amount(level: u32) -> i32 {
    if level == 0 {
        return 0;
    }
    DEBT_AT_LEVEL_ONE
        .checked_mul(1_i32.checked_shl(level - 1).unwrap_or(0))
        .filter(|value| *value > 0)
        .unwrap_or(i32::MAX)
}
