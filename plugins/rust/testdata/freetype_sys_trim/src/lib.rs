// freetype-sys 0.13.1 (Debian), src/lib.rs trimmed: function pointer
// types with unnamed parameters and constants with space before the colon.
#![allow(non_camel_case_types)]
#![allow(non_snake_case)]
#![allow(non_upper_case_globals)]
#![deny(missing_copy_implementations)]

extern crate libc;

use libc::{
    c_void,
    c_int,
    c_long,
    c_uint,
};

pub type FT_Error = c_int;
pub type FT_Generic_Finalizer = extern fn(*mut c_void);
pub type FT_Alloc_Func = extern fn(FT_Memory, c_long) -> *mut c_void;
pub type FT_Realloc_Func = extern fn(FT_Memory, c_long, c_long, *mut c_void) -> *mut c_void;

pub type FT_Encoding = c_uint;
pub const FT_ENCODING_ADOBE_EXPERT   : FT_Encoding = 1094992453;

pub const FT_Err_No_Unicode_Glyph_Name         : FT_Error = 163;

#[repr(C)]
#[derive(Copy, Clone)]
pub struct FT_MemoryRec {
    pub user: *mut c_void,
    pub alloc: FT_Alloc_Func,
}
pub type FT_Memory = *mut FT_MemoryRec;
