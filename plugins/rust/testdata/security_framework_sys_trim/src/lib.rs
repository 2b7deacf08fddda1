//! Low-level bindings to the Security framework (security-framework-sys 0.4.2, trimmed: src/trust.rs).

pub type SecTrustRef = *mut u8;
pub type SecKeyRef = *mut u8;
pub type CFIndex = isize;

extern "C" {
    pub fn SecTrustCopyPublicKey(trust: SecTrustRef) -> SecKeyRef;
    pub fn SecTrustGetCertificateCount(trust: SecTrustRef) -> CFIndex;
}
