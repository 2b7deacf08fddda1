/// A view into an occupied entry in a `IndexMap`.
pub struct OccupiedEntry<'a, K, V> {
    key: &'a K,
}
