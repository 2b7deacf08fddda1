//! Serial ports (serial 0.4.0, trimmed).

pub extern crate serial_core as core;

use std::ffi::OsStr;

#[doc(no_inline)] pub use core::prelude;

#[doc(no_inline)] pub use core::{Result, Error};
#[doc(no_inline)] pub use core::{PortSettings, BaudRate};
#[doc(no_inline)] pub use core::{SerialPort, SerialPortSettings};

pub use core::BaudRate::*;

/// A convenience function for opening a native serial port.
pub fn open<T: AsRef<OsStr> + ?Sized>(port: &T) -> ::core::Result<()> {
    unimplemented!()
}
