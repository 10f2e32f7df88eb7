//! The starter set: every card the book names, holding exactly what the book gives.
//!
//! The book names a 264-card list («Contents») it does not contain. It names 31 troops, 31
//! spells and 7 pieces of equipment in its text, examples and the descriptions of its lost
//! diagrams, most without full stats. A value is known here when the book prints it, or when
//! its rules leave only one reading of an example (Fireball is cast by the defender in
//! combat, which only a fast cast spell may be: a note says so). A value an example merely
//! suggests (a 6/5 after a +1 whose source is not shown) stays unknown, and the note gives
//! what the example shows so the GM can check the card they own.

use std::sync::LazyLock;

use super::{
    CreatureKind, EquipmentCard, EquipmentSlot, PieceType, Rarity, SpellCard, SpellCost,
    SpellSubtype, SpellType, TroopCard,
};
use crate::systems::lytharian_chess::cite;
use crate::systems::lytharian_chess::keywords::{Keyword, TroopAbility};
use crate::systems::lytharian_chess::BookValue::{self, Known, Unknown};

/// The book's own phrasing for a value read off a lost diagram's description.
const FROM_DIAGRAM: &str = "Read from the description of a lost diagram, not from the text.";

fn troop(name: &str, section: &'static str) -> TroopCard {
    TroopCard {
        name: name.to_owned(),
        piece: Unknown,
        race: Unknown,
        class: Unknown,
        creature: Unknown,
        alignment: Unknown,
        att: Unknown,
        def: Unknown,
        power: Unknown,
        unique: Unknown,
        abilities: Vec::new(),
        abilities_complete: false,
        notes: Vec::new(),
        sources: vec![cite(section)],
    }
}

impl TroopCard {
    fn piece(mut self, piece: PieceType) -> Self {
        self.piece = Known(piece);
        self
    }
    fn stats(mut self, att: u8, def: u8) -> Self {
        self.att = Known(att);
        self.def = Known(def);
        self
    }
    fn race_class(mut self, race: &str, class: &str) -> Self {
        self.race = Known(race.to_owned());
        self.class = Known(class.to_owned());
        self
    }
    /// The type line is shown ("Human Mage - Unique 17"): uniqueness is known either way.
    fn type_line(self, race: &str, class: &str, unique: bool) -> Self {
        let mut card = self.race_class(race, class);
        card.unique = Known(unique);
        card
    }
    fn power(mut self, power: u16) -> Self {
        self.power = Known(power);
        self
    }
    fn creature(mut self, kind: CreatureKind) -> Self {
        self.creature = Known(kind);
        self
    }
    fn humanoid_by_equipment(mut self) -> Self {
        self.creature = Known(CreatureKind::Humanoid);
        self.note(
            "Humanoid: the example attaches equipment to it, and only humanoids take \
             equipment («Card Types»).",
        )
    }
    fn ability(mut self, ability: TroopAbility) -> Self {
        self.abilities.push(ability);
        self
    }
    /// The whole card is shown, so its abilities are all there.
    fn whole_card(mut self) -> Self {
        self.abilities_complete = true;
        self
    }
    fn note(mut self, note: &str) -> Self {
        self.notes.push(note.to_owned());
        self
    }
}

fn spell(name: &str, section: &'static str) -> SpellCard {
    SpellCard {
        name: name.to_owned(),
        spell_type: Unknown,
        subtype: Unknown,
        element: Unknown,
        cost: Unknown,
        rarity: Unknown,
        unique: Unknown,
        grants: Vec::new(),
        summary: Unknown,
        notes: Vec::new(),
        sources: vec![cite(section)],
    }
}

impl SpellCard {
    fn typed(mut self, spell_type: SpellType, subtype: Option<SpellSubtype>) -> Self {
        self.spell_type = Known(spell_type);
        if let Some(subtype) = subtype {
            self.subtype = Known(subtype);
        }
        self
    }
    fn costs(mut self, mana: u8) -> Self {
        self.cost = Known(SpellCost::Fixed { mana });
        self
    }
    fn cost_kind(mut self, cost: SpellCost) -> Self {
        self.cost = Known(cost);
        self
    }
    fn does(mut self, summary: &str) -> Self {
        self.summary = Known(summary.to_owned());
        self
    }
    fn note(mut self, note: &str) -> Self {
        self.notes.push(note.to_owned());
        self
    }
    fn also(mut self, section: &'static str) -> Self {
        self.sources.push(cite(section));
        self
    }
}

fn equipment(name: &str, slot: BookValue<EquipmentSlot>, section: &'static str) -> EquipmentCard {
    EquipmentCard {
        name: name.to_owned(),
        slot,
        att: Unknown,
        def: Unknown,
        cost: Unknown,
        reforge: Unknown,
        unique: Unknown,
        notes: Vec::new(),
        sources: vec![cite(section)],
    }
}

impl EquipmentCard {
    fn stats(mut self, att: u8, def: u8) -> Self {
        self.att = Known(att);
        self.def = Known(def);
        self
    }
    fn note(mut self, note: &str) -> Self {
        self.notes.push(note.to_owned());
        self
    }
    fn also(mut self, section: &'static str) -> Self {
        self.sources.push(cite(section));
        self
    }
}

const ATTACKS: &str = "Attack Examples (no spells)";
const HARNESS: &str = "Mana Harnessing Example";
const SPELLCASTING: &str = "Spellcasting Examples";
const FAST_CAST: &str = "Combat Spellcasting: Fast Cast Spells (damage and protection)";
const HEAL_DRAIN: &str = "Main Phase Casting: Channeled Spells (heal and life drain)";
const MANA_DRAIN: &str = "Main Phase Casting: Channeled Spells (mana and mana drain)";
const SORCERY_MOVE: &str = "Main Phase Casting: Sorcery (movement)";
const SORCERY_DRAW: &str = "Main Phase Casting: Sorcery (draw and discard)";
const AURA_CURSE: &str = "Main Phase Casting: Aura/Curse (non-damaging)/Spell Removal";
const CURSE_DAMAGE: &str = "Main Phase Casting: Curse (damage)";
const ENCHANTS: &str = "Main Phase Casting: Enchant Spells";
const COUNTERS: &str = "Counter Spells";
const REMOVAL: &str = "Equipment Removal Spells";
const AOE: &str = "Multi-Target/AOE Spells";
const EQUIPMENT: &str = "Equipment Overview";
const REFORGING: &str = "Reforging Example";
const CARD_TYPES: &str = "Card Types";
const ABILITIES: &str = "Troop Abilities";

fn troops() -> Vec<TroopCard> {
    use Keyword as K;
    vec![
        troop("Brudakian Magemaster", ATTACKS)
            .piece(PieceType::Pawn)
            .stats(3, 4),
        troop("Zuk Gar Shocktrooper", ATTACKS)
            .stats(1, 1)
            .ability(TroopAbility::with_x(K::Resupply, 1))
            .note("Resupply 1: when it dies its player draws a card, and Resupply X draws X."),
        troop("Slimeserpent Rider", ATTACKS)
            .piece(PieceType::Knight)
            .ability(TroopAbility::x_unknown(K::Mobility))
            .note("Example B shows it as a 6/5 after taking +1 Att from Mobility."),
        troop("Brudakian Heavy Cavalry", ATTACKS)
            .ability(TroopAbility::x_unknown(K::Mobility))
            .note("Example B shows it as a 6/5 after taking +1 Att from Mobility."),
        troop("Oshara", ATTACKS)
            .ability(TroopAbility::x_unknown(K::Bushwhack))
            .note(
                "Example C: it moves six squares straight forward (so a queen or a rook), \
                 gains +1 Att from Bushwhack and +1 Att with 1 less damage from Elf Slayer or \
                 Orc Slayer (the text does not say which troop has which), and is a 12/8 \
                 after both.",
            ),
        troop("Korganoth", ATTACKS)
            .ability(TroopAbility::x_unknown(K::Bushwhack))
            .note(
                "Example C: +1 Att from Bushwhack and +1 Att with 1 less damage from Elf \
                 Slayer or Orc Slayer; a 12/8 after both.",
            ),
        troop("Witchdoctor Nokturnis", HARNESS),
        troop("Consort Tavvo", HARNESS)
            .ability(TroopAbility::with_x(K::ResistAll, 1))
            .note("The diagram's description prints \"10 mana\" beside it; what it counts is unclear."),
        troop("Kevetni Blademaster", SPELLCASTING)
            .note("In the example it deals 7 damage, with no ability triggering."),
        troop("Deepdark Bully", SPELLCASTING)
            .note("In the example it deals 7 damage, with no ability triggering."),
        troop("Zuk Gar Blood Priest", FAST_CAST)
            .note("In the example it deals 6 damage."),
        troop("Elder Tikka", FAST_CAST).note("In the example it deals 3 damage."),
        troop("Stoneborn Infantrydwarf", HEAL_DRAIN)
            .race_class("Dwarf", "Warrior")
            .note(FROM_DIAGRAM)
            .note("The description gives it \"4 health\"; whether that is its Def is unclear."),
        troop("Kevetni Woodguard", HEAL_DRAIN)
            .race_class("Elf", "Warrior")
            .note(FROM_DIAGRAM)
            .note("The description gives it \"6 health\"; whether that is its Def is unclear."),
        troop("Defendermage Khirha", SORCERY_MOVE)
            .type_line("Human", "Mage", true)
            .stats(7, 8)
            .power(17)
            .ability(TroopAbility::plain(K::SpellShield))
            .ability(TroopAbility::with_x(K::Brace, 1))
            .whole_card()
            .note("Its power score is the number printed after its type line."),
        troop("Stoneborn Stoneguard", SORCERY_MOVE)
            .type_line("Dwarf", "Warrior", false)
            .stats(6, 8)
            .power(16)
            .ability(TroopAbility::with_x(K::Brace, 1))
            .ability(TroopAbility::with_x(K::ResistAll, 1))
            .whole_card()
            .note("Its power score is the number printed after its type line."),
        troop("Den Guard Keero", AURA_CURSE)
            .type_line("Surictavi", "Warrior", true)
            .note(FROM_DIAGRAM)
            .note("The description prints \"cost 17\" beside it, likely its power score."),
        troop("Kevetni Captain", CURSE_DAMAGE)
            .piece(PieceType::Pawn)
            .type_line("Elf", "Warrior", false)
            .ability(TroopAbility::with_x(K::Command, 1))
            .whole_card()
            .note("The example's face-down pawn turns out to be this card; its Att and Def are not shown."),
        troop("Deepdark Footfodder", CURSE_DAMAGE)
            .type_line("Goblin", "Peon", false)
            .ability(TroopAbility::with_x(K::Resupply, 1))
            .whole_card()
            .note("Its Att and Def are not shown."),
        troop("Surictavi Slinger", COUNTERS),
        troop("Zuk Gar War Leader", COUNTERS),
        troop("Gate Captain Brudus", REMOVAL)
            .humanoid_by_equipment()
            .note(
                "With its Mace destroyed it deals 3 damage; the diagram's description prints \
                 a 3 beside it.",
            ),
        troop("Deepdark Scavenger", REMOVAL)
            .humanoid_by_equipment()
            .note(
                "With its Axe destroyed it deals 2 damage and dies to 3 while wearing Hide \
                 Armor; the diagram's description prints a 2 beside it.",
            ),
        troop("Razormaw", AOE)
            .type_line("Beast", "Worm", true)
            .creature(CreatureKind::Beast)
            .note(FROM_DIAGRAM)
            .note("A beast, so no equipment goes on it; the description prints a 7 beside it."),
        troop("Deepdark Tunneler", AOE)
            .type_line("Goblin", "Miner", false)
            .note(FROM_DIAGRAM)
            .note("Forked Bolt's 2 damage kills it; the description prints a 2 beside it."),
        troop("Brudakian Apprentice", AOE)
            .type_line("Human", "Mage", false)
            .ability(TroopAbility::x_unknown(K::Sustenance))
            .note(FROM_DIAGRAM)
            .note(
                "When it dies its player's mana rises by 1 through Sustenance; 1 Fire damage \
                 kills it. The description prints a 1 beside it.",
            ),
        troop("Brudakian Blastmage", AOE)
            .type_line("Human", "Mage", false)
            .note(FROM_DIAGRAM)
            .note("3 Fire damage kills it; the description prints a 6 beside it."),
        troop("Brudakian Windmage", AOE)
            .type_line("Human", "Mage", false)
            .stats(5, 6)
            .note("Its type line is read from a lost diagram's description; the text calls it a 5/6.")
            .note("The description prints a 13 beside it."),
        troop("Battle Brawler Bronn", EQUIPMENT)
            .humanoid_by_equipment()
            .note("With a Longsword and Plate Mail it is effectively a 13/14."),
        troop("Stoneborn Cavalry", REFORGING)
            .race_class("Dwarf", "Warrior")
            .stats(5, 5)
            .ability(TroopAbility::with_x(K::Mobility, 1))
            .ability(TroopAbility::with_x(K::Stampede, 1))
            .ability(TroopAbility::plain(K::Cavalry))
            .whole_card()
            .note(FROM_DIAGRAM),
        troop("Surictavi Mender", REFORGING)
            .race_class("Surictavi", "Priest")
            .stats(3, 5)
            .ability(TroopAbility::plain(K::PrimeHealer))
            .whole_card()
            .humanoid_by_equipment()
            .note(FROM_DIAGRAM),
    ]
}

fn spells() -> Vec<SpellCard> {
    use SpellSubtype as S;
    use SpellType as T;
    let fast_by_rule = "Fast cast: the defending player casts it during combat, which only a \
                        fast cast spell allows («Card Types»).";
    vec![
        spell("Greater Healing Star", CARD_TYPES)
            .typed(T::Channeled, Some(S::Heal))
            .costs(3)
            .does("Removes 3 damage from one of your troops."),
        spell("Volcanic Eruptions", CARD_TYPES)
            .typed(T::Enchant, None)
            .does("Deals 1 Fire damage to a target troop every round it stays in play."),
        spell("Lightning Strike", CARD_TYPES)
            .typed(T::FastCast, Some(S::Damage))
            .costs(1)
            .does("Deals 2 Air damage to an opposing troop."),
        spell("Overload", CARD_TYPES)
            .typed(T::Sorcery, Some(S::Removal))
            .cost_kind(SpellCost::TargetsCost)
            .does("Destroys a target permanent spell; it costs what that spell cost."),
        spell("Powered Soothing Mist", CARD_TYPES)
            .cost_kind(SpellCost::Variable)
            .does("Removes as much damage from a target troop as the mana spent on it.")
            .note("The book gives it as its example of a variable cost, not its type."),
        spell("Redirect", CARD_TYPES)
            .does("Makes the other player the controller of a target curse.")
            .note("Named in the curse rules only; its type and cost are not given."),
        spell("Rock Guard", ABILITIES)
            .typed(T::Aura, None)
            .does("Gives the troop it is on Physical Resist 2.")
            .grant(TroopAbility::with_x(Keyword::PhysicalResist, 2)),
        spell("Fireball", HARNESS)
            .typed(T::FastCast, Some(S::Damage))
            .cost_kind(SpellCost::Variable)
            .does("Deals as much Fire damage to a target troop as the mana spent on it.")
            .note(fast_by_rule)
            .note(
                "Variable: it is cast for 11, 4 and 3 mana, dealing that much damage each time.",
            )
            .also(SPELLCASTING)
            .also(COUNTERS),
        spell("Fire Rain", AOE)
            .typed(T::Sorcery, Some(S::Damage))
            .costs(4)
            .rare_by_harness()
            .does(
                "Deals 3 Fire damage to its primary target and 1 Fire damage to troops around it.",
            )
            .note(FROM_DIAGRAM)
            .note(
                "The text pays 4 mana for it; the harnessing diagram's \"3 mana\" beside it is \
                 what it harnesses for.",
            )
            .also(HARNESS),
        spell("Power Geyser", SPELLCASTING)
            .typed(T::Enchant, None)
            .costs(3)
            .note("Enchant: it goes into an enchant space when it resolves; its effect is not given."),
        spell("Powered Healing Star", SPELLCASTING)
            .does("Removes damage from a target troop: 4 for the 4 mana paid in the example.")
            .note("Cast for 4 mana to remove 4 damage; neither its type nor whether its cost is variable is given."),
        spell("Arcane Denial", SPELLCASTING)
            .typed(T::FastCast, Some(S::Counter))
            .costs(2)
            .does("Counters a target spell.")
            .note(
                "Fast cast: the opposing player casts it in the active player's main phase, \
                 and counter is a subtype of fast cast spells only («Card Types»).",
            )
            .also(COUNTERS),
        spell("Powered Light Guard", FAST_CAST)
            .typed(T::FastCast, Some(S::Protection))
            .does("Prevents damage to a target troop: 3 for the 3 mana paid in both examples.")
            .note("Cast for 3 mana twice; whether its cost is variable is not given.")
            .also(SPELLCASTING),
        spell("Deathbolt", FAST_CAST)
            .typed(T::FastCast, Some(S::Damage))
            .costs(1)
            .does("Deals 2 damage to a target troop."),
        spell("Death Armor", FAST_CAST)
            .typed(T::FastCast, Some(S::Protection))
            .costs(2)
            .does("Prevents 2 damage to a target troop."),
        spell("Siphon Health", HEAL_DRAIN)
            .typed(T::Channeled, Some(S::LifeDrain))
            .costs(2)
            .does("Deals 2 Death damage to a target troop and removes 1 damage from a friendly troop."),
        spell("Healing Star", HEAL_DRAIN)
            .typed(T::Channeled, Some(S::Heal))
            .costs(2)
            .does("Removes 2 damage from a target troop."),
        spell("Power Through Sacrifice", MANA_DRAIN)
            .typed(T::Channeled, Some(S::Mana))
            .costs(0)
            .does("Cast as your main phase starts: gain 3 mana and your turn ends at once.")
            .note("The card reads \"Channeled 1\" above a cost of 0; what the 1 means is not given."),
        spell("Deny Thy Enemy", MANA_DRAIN)
            .typed(T::Channeled, Some(S::ManaDrain))
            .costs(2)
            .does("Takes 3 mana off a target player's counter.")
            .note("The card reads \"Channeled 2\" above a cost of 2."),
        spell("Movement of the Bishop", SORCERY_MOVE)
            .typed(T::Sorcery, Some(S::Movement))
            .costs(2)
            .does("For this turn a target troop moves and attacks as a bishop does.")
            .note("The card reads \"Sorcery 2\"; the example pays 2 mana."),
        spell("Spell Find", SORCERY_DRAW)
            .typed(T::Sorcery, Some(S::Draw))
            .costs(1)
            .does("Takes 1 card from your deck into your hand; the deck is shuffled and cut."),
        spell("Enfeeble", SORCERY_DRAW)
            .typed(T::Sorcery, Some(S::Discard))
            .costs(3)
            .does("You pick 3 cards at random from your opponent's hand; they are discarded."),
        spell("Tripping Vines", AURA_CURSE)
            .typed(T::Curse, None)
            .costs(1)
            .note("Its effect is not given."),
        spell("Spell Purge", AURA_CURSE)
            .typed(T::Sorcery, Some(S::Removal))
            .costs(2)
            .does("Destroys a target permanent spell.")
            .note(FROM_DIAGRAM),
        spell("Ice Barrier", AURA_CURSE)
            .typed(T::Aura, None)
            .costs(2)
            .note("Its effect is not given.")
            .note(
                "The text pays 2 mana for it; the diagram's description gives it cost 1. \
                 Tablekeep keeps the text's 2: edit the card if yours says otherwise.",
            ),
        spell("Smoldering Flames", CURSE_DAMAGE)
            .typed(T::Curse, None)
            .costs(1)
            .does(
                "Deals 1 Fire damage to the troop it is on for every square that troop moves; \
                 may go on a face-down troop, which the damage reveals. Cast on a troop with an \
                 aura, it costs that aura's cost more and removes the aura.",
            ),
        spell("Blazing Sun", ENCHANTS)
            .typed(T::Enchant, None)
            .costs(3)
            .does("Good troops in your army have +1 Att and +1 Def."),
        spell("Wild Energy Currents", ENCHANTS)
            .typed(T::Enchant, None)
            .costs(3)
            .does("Roll 2 D6: 1 mana for each even result."),
        spell("Steelshatter", REMOVAL)
            .costs(2)
            .does("Destroys a target piece of equipment.")
            .note("Cast in its player's main phase; whether a sorcery or a fast cast is not given."),
        spell("Rust in Peace", REMOVAL)
            .typed(T::FastCast, Some(S::Removal))
            .costs(3)
            .does("Destroys the equipment on a target troop (a Mace and a Chain Mail in the example).")
            .note(fast_by_rule),
        spell("Forked Bolt", AOE)
            .typed(T::FastCast, Some(S::Damage))
            .costs(2)
            .does("Deals 2 Air damage to its primary target and to a second troop.")
            .note(FROM_DIAGRAM),
    ]
}

impl SpellCard {
    fn grant(mut self, ability: TroopAbility) -> Self {
        self.grants.push(ability);
        self
    }
    fn rare_by_harness(mut self) -> Self {
        self.rarity = Known(Rarity::Rare);
        self.note(
            "Rare: it is harnessed for 3 mana, and 3 is what a Rare spell harnesses for \
             («Mana Harnessing»).",
        )
    }
}

fn equipment_list() -> Vec<EquipmentCard> {
    use EquipmentSlot::{Armor, Weapon};
    vec![
        {
            let mut card = equipment("Chain Mail", Known(Armor), CARD_TYPES)
                .note(
                    "Its card is in the missing Illustration A; the text gives +3 Def for 3 mana.",
                )
                .also(REMOVAL);
            card.def = Known(3);
            card.cost = Known(3);
            card
        },
        {
            let mut card = equipment("Mace", Known(Weapon), CARD_TYPES)
                .note(
                    "Its card is in the missing Illustration B; the text gives +3 Att for 3 mana.",
                )
                .also(REMOVAL);
            card.att = Known(3);
            card.cost = Known(3);
            card
        },
        {
            let mut card = equipment("Longsword", Known(Weapon), REFORGING)
                .stats(4, 0)
                .note(
                    "Attached with 1 + 1 reforged mana and 2 from the counter; its printed \
                     cost is not given.",
                )
                .note(FROM_DIAGRAM)
                .also(ABILITIES)
                .also(EQUIPMENT);
            card.reforge = Known(2);
            card
        },
        {
            let mut card = equipment("Hide Armor", Known(Armor), REFORGING)
                .stats(0, 2)
                .note(FROM_DIAGRAM)
                .also(REMOVAL);
            card.reforge = Known(1);
            card
        },
        {
            let mut card = equipment("Dagger", Known(Weapon), REFORGING)
                .stats(1, 0)
                .note(FROM_DIAGRAM);
            card.reforge = Known(1);
            card
        },
        equipment("Axe", Known(Weapon), REMOVAL).note(
            "A weapon: it is attached beside Hide Armor, and a troop carries one armor at most \
             («Equipment Overview»).",
        ),
        equipment("Plate Mail", Known(Armor), EQUIPMENT)
            .note("With a Longsword it makes Battle Brawler Bronn a 13/14; its Def is not given."),
    ]
}

/// The starter set's troops, spells and equipment.
pub struct StarterSet {
    /// The 31 troops.
    pub troops: Vec<TroopCard>,
    /// The 31 spells.
    pub spells: Vec<SpellCard>,
    /// The 7 pieces of equipment.
    pub equipment: Vec<EquipmentCard>,
}

static STARTER: LazyLock<StarterSet> = LazyLock::new(|| StarterSet {
    troops: troops(),
    spells: spells(),
    equipment: equipment_list(),
});

/// Every card the book names.
pub fn starter_set() -> &'static StarterSet {
    &STARTER
}

impl StarterSet {
    /// A troop by name.
    pub fn troop(&self, name: &str) -> Option<&TroopCard> {
        self.troops.iter().find(|card| card.name == name)
    }

    /// A spell by name.
    pub fn spell(&self, name: &str) -> Option<&SpellCard> {
        self.spells.iter().find(|card| card.name == name)
    }

    /// Equipment by name.
    pub fn equipment(&self, name: &str) -> Option<&EquipmentCard> {
        self.equipment.iter().find(|card| card.name == name)
    }
}
