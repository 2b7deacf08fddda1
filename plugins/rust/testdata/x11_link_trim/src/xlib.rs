use std::os::raw::{c_char, c_int};

pub enum Display {}
pub type XFontSet = *mut _XOC;
pub enum _XOC {}

x11_link! { Xlib, x11, ["libX11.so.6", "libX11.so"], 2,
  pub fn XAddConnectionWatch (_3: *mut Display, _2: Option<unsafe extern "C" fn (*mut Display, *mut c_char, c_int, c_int, *mut *mut c_char)>, _1: *mut c_char) -> c_int,
  pub fn XDirectionalDependentDrawing (_1: XFontSet) -> c_int,
variadic:
globals:
}
