//! Reliably remove a directory and all of its children (remove_dir_all 0.7.0, trimmed).
//!
//! This library provides a reliable implementation of `remove_dir_all` for Windows.
//! For Unix systems, it re-exports `std::fs::remove_dir_all`.

#[cfg(windows)]
mod fs;

mod portable;

#[cfg(windows)]
pub use self::fs::remove_dir_all;

#[cfg(not(windows))]
pub use std::fs::remove_dir_all;

pub use portable::ensure_empty_dir;
