//! A pool of reusable values (pool 0.1.4, trimmed).
pub use reset::{Reset, Dirty};

mod reset;

/// A pool of reusable values
pub struct Pool<T: Reset> {
    inner: Vec<T>,
}
