// Take a look at the license at the top of the repository in the LICENSE file.

//! # Rust PangoCairo bindings
//!
//! (Trimmed from pangocairo 0.14.0 as Debian ships it: a private module
//! glob-re-exported at the root and in the prelude, with a public child
//! module.)

#[allow(clippy::too_many_arguments)]
#[allow(unused_imports)]
mod auto;

pub use crate::auto::functions::*;
pub use crate::auto::*;
pub mod prelude;
