mod raw;

/// Entry for an existing key-value pair or a vacant location to
/// insert one.
pub enum Entry<'a, K, V> {
    /// Existing slot with equivalent key.
    Occupied(OccupiedEntry<'a, K, V>),
    /// Vacant slot (no equivalent key in the map).
    Vacant(VacantEntry<'a, K, V>),
}

impl<'a, K, V> Entry<'a, K, V> {
    /// Inserts the given default value in the entry if it is vacant and returns a mutable
    /// reference to it. Otherwise a mutable reference to an already existent value is returned.
    pub fn or_insert(self, default: V) -> &'a mut V {
        unimplemented!()
    }
}

pub use self::raw::OccupiedEntry;

/// A view into a vacant entry in a `IndexMap`.
pub struct VacantEntry<'a, K, V> {
    key: K,
}
