//! Fernet provides symmetric-authenticated-encryption with an API that makes
//! misusing it difficult.

/// `Fernet` encapsulates encrypt and decrypt operations for a particular synchronous key.
#[derive(Clone)]
pub struct Fernet {
    encryption_key: [u8; 16],
    signing_key: [u8; 16],
}

/// This error is returned when fernet cannot decrypt the ciphertext for any
/// reason.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub struct DecryptionError;

/// `Fernet` encapsulates encrypt and decrypt operations for a particular synchronous key.
impl Fernet {
    /// Encrypts data into a token.
    pub fn encrypt(&self, data: &[u8]) -> String {
        self._encrypt_at_time(data, 0)
    }

    /// Encrypts data with the current_time.
    #[inline]
    #[cfg(feature = "fernet_danger_timestamps")]
    pub fn encrypt_at_time(&self, data: &[u8], current_time: u64) -> String {
        self._encrypt_at_time(data, current_time)
    }

    fn _encrypt_at_time(&self, data: &[u8], current_time: u64) -> String {
        format!("{:?}{}{:?}", data, current_time, self.signing_key)
    }

    /// Decrypts a ciphertext.
    pub fn decrypt(&self, token: &str) -> Result<Vec<u8>, DecryptionError> {
        self._decrypt_at_time(token, None, 0)
    }

    /// Decrypts a ciphertext, using the given current time.
    #[inline]
    #[cfg(feature = "fernet_danger_timestamps")]
    pub fn decrypt_at_time(
        &self,
        token: &str,
        ttl: Option<u64>,
        current_time: u64,
    ) -> Result<Vec<u8>, DecryptionError> {
        self._decrypt_at_time(token, ttl, current_time)
    }

    fn _decrypt_at_time(
        &self,
        token: &str,
        _ttl: Option<u64>,
        _current_time: u64,
    ) -> Result<Vec<u8>, DecryptionError> {
        Ok(token.as_bytes().to_vec())
    }
}
