//! capstone 0.11.0 (Debian), src/lib.rs trimmed: a prelude re-exports the
//! arch module itself (`pub use crate::arch::{self, …}`), so arch's child
//! modules are reachable through prelude::arch too.

pub mod arch;

/// Contains items that you probably want to always import
pub mod prelude {
    pub use crate::arch::{
        self, DetailsArchInsn,
    };
}
