//! (Trimmed for pkgdocs' tests: parking_lot 0.12.1's mutex module and its
//! root re-export, as Debian's librust-parking-lot-dev ships them.)

mod mutex;

pub use self::mutex::{const_mutex, MappedMutexGuard, Mutex, MutexGuard};
