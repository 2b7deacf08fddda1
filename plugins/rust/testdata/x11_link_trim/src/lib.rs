// x11-rs: Rust bindings for X11 libraries

#![allow(non_upper_case_globals)]

extern crate libc;

#[macro_use]
mod link;

#[macro_use]
pub mod xlib;
