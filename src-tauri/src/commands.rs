//! One wrapper per api command, generated from THE command list
//! (`tablekeep_api::for_each_command`). Each locks the desk and calls the api; nothing else.

use std::sync::{Mutex, PoisonError};

use tablekeep_api::{AppError, Arguments, Desk};
use tauri::State;

type DeskState<'a> = State<'a, Mutex<Desk>>;

fn with<T>(
    state: &DeskState<'_>,
    command: impl FnOnce(&mut Desk) -> Result<T, AppError>,
) -> Result<T, AppError> {
    // Every command is one transaction, so a panic elsewhere cannot have left the desk half
    // written: recovering the lock is safe.
    let mut desk = state.lock().unwrap_or_else(PoisonError::into_inner);
    command(&mut desk)
}

macro_rules! wrap {
    ($( $summary:literal $($free:ident)? [$($module:tt)*] $name:ident ( $($args:ty)? ) -> $ret:ty; )*) => {$(
        wrap!(@one [$($module)*] $name ( $($args)? ) -> $ret);
    )*};
    (@one [$($module:tt)*] $name:ident () -> $ret:ty) => {
        #[tauri::command]
        #[specta::specta]
        pub async fn $name(state: DeskState<'_>) -> Result<$ret, AppError> {
            with(&state, |desk| $($module)*::$name(desk))
        }
    };
    (@one [$($module:tt)*] $name:ident ($args:ty) -> $ret:ty) => {
        #[tauri::command]
        #[specta::specta]
        pub async fn $name(state: DeskState<'_>, input: Arguments<$args>) -> Result<$ret, AppError> {
            with(&state, |desk| $($module)*::$name(desk, input.checked()?))
        }
    };
}

tablekeep_api::for_each_command!(wrap);
