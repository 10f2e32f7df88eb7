//! The 60 advantages in the book's order («vi. Advantages»), as data: the types and what they
//! mean are in [`super::advantages`].

use super::advantages::{AdvantageCategory, AdvantageEntry, CreationOnly, LevelScaling, MaxLevel};
use super::Trait;
use crate::cards::Suit;

const fn stated(levels: u8) -> MaxLevel {
    MaxLevel::Stated { levels }
}

const fn per(amount: i32, of: &'static str) -> LevelScaling {
    LevelScaling::PerLevel { amount, of }
}

const fn adv(
    id: &'static str,
    name: &'static str,
    suit: Suit,
    category: AdvantageCategory,
    max_level: MaxLevel,
    scaling: LevelScaling,
    summary: &'static str,
) -> AdvantageEntry {
    AdvantageEntry {
        id,
        name,
        suit,
        category,
        max_level,
        scaling,
        creation_only: None,
        banned_for_monsters: false,
        takes_weapon: false,
        raises_pool: None,
        summary,
        reading: None,
    }
}

use AdvantageCategory::{Defensive, Follower, Offensive, Utility};
use Suit::{Clubs, Diamonds, Hearts, Spades};

/// Every advantage, in the book's order.
pub static ADVANTAGES: [AdvantageEntry; 60] = [
    // Defensive
    adv(
        "all_out_defense",
        "All-Out Defense",
        Clubs,
        Defensive,
        stated(3),
        LevelScaling::Multiplier,
        "Declared before or during its action in a round: defense against physical attacks adds \
         Body, multiplied, instead of Mind, and the character takes no action that round.",
    ),
    adv(
        "careful",
        "Careful",
        Spades,
        Defensive,
        stated(3),
        LevelScaling::Repeats,
        "Draws a card after coming through an attack without damage.",
    ),
    adv(
        "counter",
        "Counter<Weapon>",
        Spades,
        Defensive,
        stated(5),
        LevelScaling::UsesPerLevel { of: "use a turn" },
        "Attacked in melee while holding the chosen weapon, it holds back defense cards (at \
         least one stays in play); if the defense holds, it attacks the same foe with them at \
         once.",
    )
    .weapon(),
    adv(
        "defensive_stance",
        "Defensive Stance",
        Clubs,
        Defensive,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "On its action it plays up to Body fewer cards on attacks and as many more on every \
         defense until the Opposition ends; it may switch this off on its turn.",
    )
    .banned(),
    adv(
        "dodge",
        "Dodge",
        Clubs,
        Defensive,
        stated(3),
        LevelScaling::CostAndMultiplier,
        "Pays BP so that its next physical defense adds Body, multiplied, instead of Mind.",
    ),
    adv(
        "florentine",
        "Florentine <Weapon>",
        Spades,
        Defensive,
        stated(5),
        per(1, "to reflexive defense against melee"),
        "Adds to reflexive defense against melee while fighting with the chosen weapon and its \
         skill.",
    )
    .weapon(),
    adv(
        "interpose",
        "Interpose",
        Hearts,
        Defensive,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Once a turn, takes a physical attack aimed at someone within its melee reach.",
    ),
    adv(
        "intense_concentration",
        "Intense Concentration",
        Spades,
        Defensive,
        stated(5),
        per(2, "damage to MP"),
        "Damage it deals to an opponent's MP is increased.",
    ),
    adv(
        "iron_wall",
        "Iron Wall",
        Clubs,
        Defensive,
        stated(3),
        LevelScaling::MultiplierIsLevel,
        "Spends a Wildcard at any point of a round: BP damage to it that round is reduced by \
         its Body times the level.",
    ),
    adv(
        "karmic_shuffle",
        "Karmic Shuffle",
        Diamonds,
        Defensive,
        stated(3),
        LevelScaling::UsesPerLevel {
            of: "turn the effect lasts",
        },
        "Spends a Wildcard: everyone in the Opposition, itself included, adds Luck to physical \
         defense instead of any other trait until this player's next turn.",
    ),
    adv(
        "mind_over_matter",
        "Mind Over Matter",
        Spades,
        Defensive,
        stated(3),
        LevelScaling::Tiers {
            levels: &["BP damage", "SP damage as well", "LP damage as well"],
        },
        "Pays 1 MP to take damage meant for another pool in its MP instead.",
    )
    .banned(),
    adv(
        "soul_of_steel",
        "Soul of Steel",
        Hearts,
        Defensive,
        stated(3),
        LevelScaling::Multiplier,
        "Spends a Wildcard and gives up its action, before or during its turn: SP and BP damage \
         that round is reduced by its Spirit, multiplied.",
    ),
    adv(
        "serendipity",
        "Serendipity",
        Diamonds,
        Defensive,
        stated(3),
        LevelScaling::CostAndMultiplier,
        "Pays LP so that its next physical defense adds Luck, multiplied, instead of Mind.",
    ),
    adv(
        "study",
        "Study",
        Spades,
        Defensive,
        stated(3),
        LevelScaling::CostAndMultiplier,
        "Spends its action studying one opponent: for the rest of the Opposition its physical \
         defense against that one adds Mind, multiplied.",
    )
    .banned()
    .read("game_of_bastards.study_cost"),
    // Offensive
    adv(
        "ambidextrous",
        "Ambidextrous",
        Clubs,
        Offensive,
        stated(2),
        LevelScaling::Tiers {
            levels: &["two-weapon penalty of 1 card", "no two-weapon penalty"],
        },
        "Fights with a weapon in each hand at a smaller penalty, or none.",
    )
    .creation(CreationOnly::Asterisk)
    .banned(),
    adv(
        "berserk",
        "Berserk",
        Hearts,
        Offensive,
        stated(3),
        LevelScaling::Multiplier,
        "Once a scene, spends a Wildcard on its turn to rage: physical damage it deals adds Body, \
         multiplied; it uses only offensive advantages and plays a card fewer on defense (at \
         least one); the rage lasts the scene unless it gives up an action and wins a \
         Meditation Fate Draw off Mind.",
    ),
    adv(
        "disarm",
        "Disarm",
        Spades,
        Offensive,
        stated(2),
        LevelScaling::Tiers {
            levels: &[
                "the foe drops its weapon",
                "for 1 more MP, the weapon lands in an empty hand",
            ],
        },
        "Pays 1 MP for a physical melee attack off Mind that deals no damage but makes the foe \
         drop its weapon.",
    )
    .banned(),
    adv(
        "eagle_eyes",
        "Eagle Eyes",
        Clubs,
        Offensive,
        stated(3),
        per(5, "off medium and long range penalties"),
        "Medium and long range penalties weigh less on it.",
    ),
    adv(
        "ferocity",
        "Ferocity",
        Clubs,
        Offensive,
        stated(3),
        LevelScaling::CostAndMultiplier,
        "Pays BP on a physical melee attack to multiply its Body on that draw.",
    ),
    adv(
        "gun_fever",
        "Gun Fever",
        Diamonds,
        Offensive,
        stated(3),
        LevelScaling::Stacking,
        "After a ranged attack deals damage, pays MP for another ranged attack with a card \
         fewer; costs and penalties pile up attack on attack.",
    ),
    adv(
        "intensity",
        "Intensity",
        Hearts,
        Offensive,
        stated(3),
        LevelScaling::Repeats,
        "Spends a Wildcard in a round: its physical attack draws that round add the top card of \
         the deck as betting begins.",
    ),
    adv(
        "lucky_strike",
        "Lucky Strike",
        Diamonds,
        Offensive,
        stated(3),
        LevelScaling::CostAndMultiplierIsLevel,
        "Pays LP on a physical attack to add Luck instead of Body, and the defender uses Luck \
         instead of Mind.",
    ),
    adv(
        "lunge",
        "Lunge",
        Clubs,
        Offensive,
        stated(3),
        LevelScaling::CostAndMultiplier,
        "Pays BP and lowers its defense until its next turn by up to its Body, then attacks in \
         melee at once, adding the lowered amount, multiplied.",
    ),
    adv(
        "point_blank",
        "Point Blank",
        Spades,
        Offensive,
        stated(3),
        per(5, "off melee and short range penalties with ranged weapons"),
        "Ranged weapons used in melee or at short range lose less to penalties.",
    ),
    adv(
        "savage",
        "Savage",
        Clubs,
        Offensive,
        stated(3),
        LevelScaling::Stacking,
        "Pays BP before a physical melee attack; if it hits, attacks again in melee with a card \
         fewer (at least one); costs and penalties pile up.",
    ),
    adv(
        "trip",
        "Trip",
        Clubs,
        Offensive,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Pays 1 BP during a physical melee attack: a hit deals no damage but knocks the foe \
         down.",
    )
    .banned(),
    adv(
        "zeal",
        "Zeal",
        Hearts,
        Offensive,
        stated(3),
        LevelScaling::CostAndMultiplier,
        "Pays SP on a physical attack to add Spirit, multiplied, instead of Body.",
    ),
    // Utility
    adv(
        "acrobat",
        "Acrobat",
        Clubs,
        Utility,
        stated(5),
        per(1, "card drawn on extreme movement"),
        "Draws extra cards on Fate Draws of extreme movement, still playing no more than its \
         skill.",
    )
    .banned(),
    adv(
        "aquatic",
        "Aquatic",
        Spades,
        Utility,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Breathes underwater (a human also gains Noticeable Mark for the gills) and, underwater, \
         adds the top card of the deck to every opposed action.",
    ),
    adv(
        "ass_pull",
        "Ass Pull",
        Diamonds,
        Utility,
        stated(3),
        LevelScaling::Repeats,
        "Pays 1 LP on its action to draw two cards, then discard two.",
    )
    .banned(),
    adv(
        "attractive",
        "Attractive",
        Clubs,
        Utility,
        stated(3),
        per(1, "card from the deck on opposed social draws"),
        "Good looks: plays cards from the top of the deck on opposed social draws.",
    )
    .read("game_of_bastards.attractive_body"),
    adv(
        "bloodlust",
        "Bloodlust",
        Clubs,
        Utility,
        stated(3),
        LevelScaling::Repeats,
        "Draws a card on dealing damage to another character's BP.",
    ),
    adv(
        "capital",
        "Capital",
        Diamonds,
        Utility,
        MaxLevel::Open,
        LevelScaling::Ladder,
        "Money within reach, by a ladder of levels; a level can be cashed in at any time, and \
         treasure or a windfall adds one.",
    )
    .creation(CreationOnly::Text)
    .banned(),
    adv(
        "conviction",
        "Conviction",
        Hearts,
        Utility,
        stated(5),
        per(1, "off SP damage while Desperate"),
        "While Desperate, takes less damage to its SP.",
    ),
    adv(
        "criminal",
        "Criminal",
        Diamonds,
        Utility,
        stated(3),
        per(1, "card on Stealth and Influence draws"),
        "Plays extra cards on Stealth and Influence draws.",
    )
    .banned(),
    adv(
        "cunning_linguist",
        "Cunning Linguist",
        Spades,
        Utility,
        stated(3),
        per(1, "card on social attack draws"),
        "Plays extra cards on social attack draws.",
    ),
    adv(
        "cynic",
        "Cynic",
        Spades,
        Utility,
        stated(5),
        per(5, "off MP damage for a Wildcard"),
        "When MP damage lands, spends a Wildcard to reduce it.",
    ),
    adv(
        "devils_own_luck",
        "Devil's Own Luck",
        Diamonds,
        Utility,
        stated(5),
        per(5, "LP"),
        "A deeper Luck pool.",
    )
    .pool(Trait::Luck),
    adv(
        "discipline",
        "Discipline",
        Clubs,
        Utility,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "In the draw step, pays 1 BP to draw by Body instead of Luck.",
    )
    .banned(),
    adv(
        "faith",
        "Faith",
        Hearts,
        Utility,
        stated(3),
        LevelScaling::Repeats,
        "Draws a card when another character damages its SP.",
    ),
    adv(
        "fervor",
        "Fervor",
        Hearts,
        Utility,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "While Desperate, draws by Spirit instead of Luck.",
    )
    .banned(),
    adv(
        "fortunate",
        "Fortunate",
        Diamonds,
        Utility,
        stated(3),
        per(1, "Wildcard at the start of every scene"),
        "Begins every scene with extra Wildcards.",
    )
    .creation(CreationOnly::Asterisk)
    .banned(),
    adv(
        "landed",
        "Landed",
        Diamonds,
        Utility,
        MaxLevel::Open,
        LevelScaling::Ladder,
        "Productive land that yields income every month by its level, collected as cash or as \
         Capital, usually by going there.",
    )
    .creation(CreationOnly::Text)
    .banned(),
    adv(
        "large",
        "Large",
        Clubs,
        Utility,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Wields any human-size weapon in one hand (Extras and Followers ignore their Power \
         Rating's limit on weapons); its first melee hit in a scene adds the top card of the \
         deck to the damage; works even at 0 BP.",
    )
    .creation(CreationOnly::Asterisk),
    adv(
        "mental_fortitude",
        "Mental Fortitude",
        Spades,
        Utility,
        stated(5),
        per(5, "MP"),
        "A deeper Mind pool.",
    )
    .pool(Trait::Mind),
    adv(
        "perfect_defense",
        "Perfect Defense",
        Clubs,
        Utility,
        stated(5),
        per(5, "off BP damage for a Wildcard"),
        "When BP damage lands, spends a Wildcard to reduce it.",
    ),
    adv(
        "quick_witted",
        "Quick-Witted",
        Spades,
        Utility,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Draws by Mind instead of Luck in the draw step.",
    )
    .banned(),
    adv(
        "resolve",
        "Resolve",
        Hearts,
        Utility,
        stated(5),
        per(5, "SP"),
        "A deeper Spirit pool.",
    )
    .pool(Trait::Spirit),
    adv(
        "second_wind",
        "Second Wind",
        Clubs,
        Utility,
        stated(5),
        per(5, "BP recovered"),
        "Once a scene, when its BP reaches 0, spends a Wildcard to recover BP before falling \
         into Desperation.",
    ),
    adv(
        "speedy",
        "Speedy",
        Spades,
        Utility,
        stated(5),
        per(-1, "initiative"),
        "Swaps its initiative card on its action without giving the action up, and its \
         initiative is lowered.",
    )
    .banned(),
    adv(
        "stubborn",
        "Stubborn",
        Hearts,
        Utility,
        stated(3),
        LevelScaling::UsesPerLevel { of: "use a scene" },
        "About to be Knocked Out, it makes a Guts draw off Spirit and regains 5 SP on success; \
         works even at 0 SP.",
    )
    .creation(CreationOnly::Asterisk),
    adv(
        "tenacity",
        "Tenacity",
        Clubs,
        Utility,
        stated(3),
        LevelScaling::Repeats,
        "Draws a card when another character damages its BP.",
    ),
    adv(
        "thick_skin",
        "Thick Skin",
        Clubs,
        Utility,
        stated(5),
        per(1, "off BP damage"),
        "Takes less damage to its Body pool.",
    ),
    adv(
        "toughness",
        "Toughness",
        Clubs,
        Utility,
        stated(5),
        per(5, "BP"),
        "A deeper Body pool.",
    )
    .pool(Trait::Body),
    // Follower
    adv(
        "friends",
        "Friends",
        Hearts,
        Follower,
        stated(3),
        LevelScaling::UsesPerLevel {
            of: "squad it may add",
        },
        "Reinforce costs it no Wildcard; its Extras are Loyal and armed as it chooses; the dead \
         are replaced next scene, but a squad lost whole costs a level, bought back at twice \
         the XP, doubling each time.",
    )
    .banned(),
    adv(
        "hired_hands",
        "Hired Hands",
        Diamonds,
        Follower,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Adds as many Extras or Followers as its Capital, each with an extra weapon; one wiped \
         out costs a level of Capital in fees.",
    ),
    adv(
        "inspiring_presence",
        "Inspiring Presence",
        Hearts,
        Follower,
        stated(5),
        per(1, "to allies' opposed draws"),
        "Its allies do better on opposed draws while it is present.",
    ),
    adv(
        "loyal",
        "Loyal",
        Hearts,
        Follower,
        MaxLevel::Unstated,
        LevelScaling::Single,
        "Cannot be talked into turning on its allies.",
    ),
    adv(
        "mastermind",
        "Mastermind",
        Spades,
        Follower,
        stated(3),
        per(1, "Power Rating of its Followers and Extras"),
        "Spends its own Wildcards on its Followers' and Extras' draws and raises their Power \
         Rating, without having to Appear.",
    ),
    adv(
        "successor",
        "Successor",
        Spades,
        Follower,
        MaxLevel::Open,
        LevelScaling::Ladder,
        "Involve costs it no Wildcard; a 5 XP Follower with the level as its Power Rating stands \
         ready to become a Fated with the dead character's traits and suit.",
    ),
];
