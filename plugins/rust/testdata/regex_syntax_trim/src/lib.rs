/*!
This crate provides a robust regular expression parser.
*/

pub use crate::error::{Error, Result};
pub use crate::parser::{Parser, ParserBuilder};

pub mod ast;
mod error;
pub mod hir;
mod parser;
