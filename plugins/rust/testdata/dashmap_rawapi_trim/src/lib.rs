mod lock;

#[cfg(not(feature = "raw-api"))]
use crate::lock::{RwLock, RwLockReadGuard, RwLockWriteGuard};

#[cfg(feature = "raw-api")]
pub use crate::lock::{RawRwLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// DashMap is an implementation of a concurrent associative array/hashmap in Rust.
pub struct DashMap<K, V> {
    shards: Box<[RwLock<(K, V)>]>,
}
