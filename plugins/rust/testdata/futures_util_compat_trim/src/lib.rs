//! Combinators and utilities for working with `Future`s, `Stream`s, `Sink`s,

pub mod never;

#[cfg(feature = "compat")]
#[cfg_attr(docsrs, doc(cfg(feature = "compat")))]
pub mod compat;
