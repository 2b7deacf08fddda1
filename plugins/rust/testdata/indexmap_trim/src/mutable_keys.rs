/// Opt-in mutable access to keys.
pub trait MutableKeys {
    /// Key type
    type Key;
}
