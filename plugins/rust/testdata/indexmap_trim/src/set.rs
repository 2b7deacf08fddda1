//! A hash set implemented using `IndexMap`

/// A hash set where the iteration order of the values is independent of their
/// hash values.
pub struct IndexSet<T, S> {
    map: S,
}
