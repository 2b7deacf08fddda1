//! Contains arm-specific types

use capstone_sys::cs_arm;

pub use capstone_sys::arm_reg as ArmReg;

/// Contains ARM-specific details for an instruction
pub struct ArmInsnDetail<'a>(pub(crate) &'a cs_arm);

impl<'a> ArmInsnDetail<'a> {
    /// Whether the instruction is a user mode
    pub fn usermode(&self) -> bool {
        self.0.usermode
    }
}
