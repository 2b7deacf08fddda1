//! Terminfo database interface.

use std::io::prelude::*;
use std::io;

use Terminal;
use Result;

/// A Terminal that knows how many colors it supports, with a reference to its
/// parsed Terminfo database record.
#[derive(Clone, Debug)]
pub struct TerminfoTerminal<T> {
    num_colors: u32,
    out: T,
}

impl<T: Write> Terminal for TerminfoTerminal<T> {
    type Output = T;
    fn fg(&mut self, color: u32) -> Result<()> {
        Err(::Error::NotSupported)
    }

    fn delete_line(&mut self) -> Result<()> {
        Err(::Error::NotSupported)
    }
}

impl<T: Write> Write for TerminfoTerminal<T> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
