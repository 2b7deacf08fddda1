//! Commonly used items.
//!
//! ```
//! use petgraph::prelude::*;
//! ```
#[doc(no_inline)]
pub use crate::graph::{Graph, NodeIndex};
pub use crate::stable_graph::{StableGraph};
#[doc(no_inline)]
