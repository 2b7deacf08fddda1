//! Asynchronous values.

#[allow(clippy::module_inception)]
mod future;
pub use self::future::{Fuse, Map};
