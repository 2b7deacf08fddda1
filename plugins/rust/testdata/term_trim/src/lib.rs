//! term 0.5.2 (Debian, edition 2015), src/lib.rs trimmed: a trait of the
//! root implemented in a module that imports it as `use Terminal;`.

extern crate byteorder;
extern crate dirs;

use std::io::prelude::*;

pub use terminfo::TerminfoTerminal;

pub mod terminfo;

/// An error arising from interacting with the terminal.
#[derive(Debug)]
pub enum Error {
    /// Indicates an error from any underlying IO
    Io(std::io::Error),
    /// Indicates that the terminal does not support the requested operation.
    NotSupported,
}

/// Represents the result of a term operation.
pub type Result<T> = std::result::Result<T, Error>;

/// A terminal with similar capabilities to an ANSI Terminal
/// (foreground/background colors etc).
pub trait Terminal: Write {
    /// The terminal's output writer type.
    type Output: Write;

    /// Sets the foreground color to the given color.
    fn fg(&mut self, color: u32) -> Result<()>;

    /// Deletes the text from the cursor location to the end of the line.
    fn delete_line(&mut self) -> Result<()>;
}
