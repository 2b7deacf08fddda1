//! Interop between `futures` 0.1 and 0.3.
//!
//! This module is only available when the `compat` feature of this
//! library is activated.

mod compat03as01;
pub use self::compat03as01::Compat;
