//! `IndexMap` is a hash table where the iteration order of the key-value
//! pairs is independent of the hash values of the keys.

mod core;

pub use crate::mutable_keys::MutableKeys;

pub use self::core::{Entry, OccupiedEntry, VacantEntry};

/// A hash table where the iteration order of the key-value pairs is independent
/// of the hash values of the keys.
pub struct IndexMap<K, V, S> {
    hash_builder: S,
}

impl<K, V, S> IndexMap<K, V, S> {
    /// Get the given key’s corresponding entry in the map for insertion and/or
    /// in-place manipulation.
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        unimplemented!()
    }
}
