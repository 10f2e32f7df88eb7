//! Shape checks on command input. Rule checks belong to the rules crate.

use crate::AppError;

/// Longest accepted name, in characters.
pub(crate) const NAME_MAX: usize = 100;
pub(crate) use crate::arguments::NOTES_MAX;
/// Longest accepted tag, in characters.
pub(crate) const TAG_MAX: usize = 32;
/// Most tags on one character.
pub(crate) const TAGS_MAX: usize = 20;

/// A display name: trimmed, not empty, not absurdly long, one line.
pub(crate) fn name(field: &str, value: &str) -> Result<String, AppError> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(AppError::invalid(
            field,
            format!("The {field} must not be empty."),
        ));
    }
    let length = trimmed.chars().count();
    if length > NAME_MAX {
        return Err(AppError::invalid(
            field,
            format!("The {field} is {length} characters long; keep it to {NAME_MAX} at most."),
        ));
    }
    if trimmed.chars().any(char::is_control) {
        return Err(AppError::invalid(
            field,
            format!("The {field} must be a single line of text."),
        ));
    }
    Ok(trimmed.to_owned())
}

/// Free-form notes: kept as written, but bounded.
pub(crate) fn notes(value: String) -> Result<String, AppError> {
    let length = value.chars().count();
    if length > NOTES_MAX {
        return Err(AppError::invalid(
            "notes",
            format!("The notes are {length} characters long; keep them to {NOTES_MAX} at most."),
        ));
    }
    Ok(value)
}

/// Tags: trimmed, lower-cased, de-duplicated in order of first appearance.
pub(crate) fn tags(values: Vec<String>) -> Result<Vec<String>, AppError> {
    let mut tags: Vec<String> = Vec::with_capacity(values.len());
    for value in values {
        let tag = value.trim().to_lowercase();
        if tag.is_empty() {
            return Err(AppError::invalid("tags", "A tag must not be empty."));
        }
        if tag.chars().count() > TAG_MAX {
            return Err(AppError::invalid(
                "tags",
                format!("The tag \"{tag}\" is too long; keep tags to {TAG_MAX} characters."),
            ));
        }
        if tag.chars().any(|c| c.is_control() || c == ',') {
            return Err(AppError::invalid(
                "tags",
                format!("The tag \"{tag}\" may not contain commas or line breaks."),
            ));
        }
        if !tags.contains(&tag) {
            tags.push(tag);
        }
    }
    if tags.len() > TAGS_MAX {
        return Err(AppError::invalid(
            "tags",
            format!("A character may carry {TAGS_MAX} tags at most."),
        ));
    }
    Ok(tags)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(name("name", "  Brannoc ").as_deref(), Ok("Brannoc"));
        assert!(name("name", "   ").is_err());
        assert!(name("name", &"x".repeat(NAME_MAX + 1)).is_err());
        assert!(name("name", &"é".repeat(NAME_MAX)).is_ok());
        assert!(name("name", "two\nlines").is_err());
    }

    #[test]
    fn tags_are_normalised() {
        let tags = tags(vec![
            " Villain".into(),
            "villain".into(),
            "Port Azure".into(),
        ]);
        assert_eq!(
            tags,
            Ok(vec!["villain".to_owned(), "port azure".to_owned()])
        );
        assert!(super::tags(vec!["a,b".into()]).is_err());
        assert!(super::tags(vec!["".into()]).is_err());
        assert!(super::tags((0..=TAGS_MAX).map(|i| format!("t{i}")).collect()).is_err());
    }
}
