use strum_macros::EnumString;

#[cfg(target_arch = "arm")]
include!("b32/arm.rs");

#[cfg(target_arch="x86_64")]
include!("b64/x86_64.rs");

impl Syscall {
    #[inline]
    pub fn into_i32(self) -> i32 {
        self as i32
    }
}
