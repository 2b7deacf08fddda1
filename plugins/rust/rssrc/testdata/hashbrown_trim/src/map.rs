// hashbrown 0.12.3's src/map.rs, trimmed: HashMap and Drain with one
// method each.

use crate::raw::{Allocator, Global, RawDrain, RawTable};

/// A hash map implemented with quadratic probing and SIMD lookup.
pub struct HashMap<K, V, S = DefaultHashBuilder, A: Allocator + Clone = Global> {
    pub(crate) hash_builder: S,
    pub(crate) table: RawTable<(K, V), A>,
}

impl<K, V, S, A: Allocator + Clone> HashMap<K, V, S, A> {
    /// Returns the number of elements in the map.
    #[cfg_attr(feature = "inline-more", inline)]
    pub fn len(&self) -> usize {
        self.table.len()
    }
}

/// A draining iterator over the entries of a `HashMap` in arbitrary
/// order. The iterator element type is `(K, V)`.
pub struct Drain<'a, K, V, A: Allocator + Clone = Global> {
    inner: RawDrain<'a, (K, V), A>,
}
