//! Syn is a parsing library for parsing a stream of Rust tokens into a
//! syntax tree of Rust source code.
//!
//! (Trimmed from syn 1.0.107 as Debian ships it: its `ast_struct!`
//! macro, two expression types, and the `fold` module behind the
//! non-default feature of that name.)

#[macro_use]
mod macros;

#[cfg(any(feature = "full", feature = "derive"))]
mod expr;
#[cfg(any(feature = "full", feature = "derive"))]
pub use crate::expr::{ExprArray, ExprCall};

mod gen {
    /// Syntax tree traversal to transform the nodes of an owned syntax tree.
    ///
    /// Each method of the [`Fold`] trait is a hook that can be overridden to
    /// customize the behavior when transforming the corresponding type of
    /// node.
    #[cfg(feature = "fold")]
    #[cfg_attr(doc_cfg, doc(cfg(feature = "fold")))]
    #[rustfmt::skip]
    pub mod fold;
}
pub use crate::gen::*;
