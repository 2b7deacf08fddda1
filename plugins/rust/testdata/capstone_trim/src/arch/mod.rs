//! Contains architecture-specific types and modules
//! (trimmed: the real crate declares the modules through define_arch_mods!).

use core::fmt::Debug;

/// Provides architecture-specific details about an instruction
pub trait DetailsArchInsn: PartialEq + Debug {
    fn operands(&self) -> usize;
}

pub mod arm;
