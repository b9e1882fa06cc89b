//! HTTPS for the server (`tls_certificate` and `tls_key` in `[network]`):
//! the certificate and key are read once at start, said clearly when they
//! cannot be used, and every connection the guarded listener accepts is
//! shaken hands with on its own task, so that a client that never finishes
//! its handshake holds up nobody (the listener's deadlines close it).

use crate::core::tr;
use std::io;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

use crate::core::config::{Language, TlsFiles};

use super::limits::{Guarded, GuardedIo};

/// Reads `path` for HTTPS, or says why it cannot be read, in `l`.
fn read(path: &Path, l: Language) -> Result<Vec<u8>, String> {
    std::fs::read(path)
        .map_err(|e| crate::i18n::cannot_read(l, format!("{} (HTTPS)", path.display()), &e))
}

/// The certificates in the PEM file at `path` (the server's chain, or the
/// stage's certificate a display node trusts), or what is wrong, in `l`.
pub fn certificates(path: &Path, l: Language) -> Result<Vec<CertificateDer<'static>>, String> {
    CertificateDer::pem_slice_iter(&read(path, l)?)
        .collect::<Result<Vec<_>, _>>()
        .ok()
        .filter(|c| !c.is_empty())
        .ok_or_else(|| {
            let path = path.display();
            tr!(l, "tls-path-holds-no-pem-certificate", path = path)
        })
}

/// The server's TLS settings from the config's files, or what is wrong
/// with them, in `l`.
pub fn server_config(files: &TlsFiles, l: Language) -> Result<Arc<rustls::ServerConfig>, String> {
    let chain = certificates(&files.certificate, l)?;
    let key = read(&files.key, l)?;
    let key = PrivateKeyDer::from_pem_slice(&key).map_err(|_| {
        let path = files.key.display();
        tr!(l, "tls-path-holds-no-pem-private", path = path)
    })?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| {
            let (cert, key) = (files.certificate.display(), files.key.display());
            tr!(l, "tls-key-key-does-not-fit", key = key, cert = cert, e = e)
        })?;
    // The server speaks HTTP/1.1 only.
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

/// Connections once their handshake is done, waiting for the server.
const READY: usize = 64;

/// A listener of HTTPS connections over a guarded one. Call within the
/// server's runtime.
pub struct TlsListener {
    ready: mpsc::Receiver<(TlsStream<GuardedIo>, SocketAddr)>,
    local: SocketAddr,
}

impl TlsListener {
    /// Shakes hands on every connection `guarded` accepts, with `config`.
    pub fn new(mut guarded: Guarded, config: Arc<rustls::ServerConfig>) -> io::Result<TlsListener> {
        use axum::serve::Listener;
        let local = guarded.local_addr()?;
        let acceptor = TlsAcceptor::from(config);
        let (to_server, ready) = mpsc::channel(READY);
        tokio::spawn(async move {
            loop {
                let (io, addr) = guarded.accept().await;
                let (acceptor, to_server) = (acceptor.clone(), to_server.clone());
                tokio::spawn(async move {
                    // A failed handshake (plain HTTP on this port, a client
                    // that gave up, a deadline) just closes the connection.
                    if let Ok(stream) = acceptor.accept(io).await {
                        let _ = to_server.send((stream, addr)).await;
                    }
                });
            }
        });
        Ok(TlsListener { ready, local })
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<GuardedIo>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, SocketAddr) {
        match self.ready.recv().await {
            Some(pair) => pair,
            // The accepting task is gone only with the runtime.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        Ok(self.local)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(certificate: &str, key: &str) -> TlsFiles {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tls");
        TlsFiles {
            certificate: dir.join(certificate),
            key: dir.join(key),
        }
    }

    #[test]
    fn the_tests_certificate_and_key_make_a_server() {
        let config = server_config(&files("stage.crt", "stage.key"), Language::Es).unwrap();
        assert_eq!(config.alpn_protocols, [b"http/1.1".to_vec()]);
    }

    #[test]
    fn a_missing_file_a_key_for_a_certificate_and_a_certificate_of_another_are_said() {
        let cases = [
            (
                files("absent.crt", "stage.key"),
                "no se puede leer",
                "absent.crt",
            ),
            (
                files("stage.key", "stage.key"),
                "ningún certificado PEM",
                "stage.key",
            ),
            (
                files("stage.crt", "stage.crt"),
                "ninguna clave privada PEM",
                "stage.crt",
            ),
            (
                files("other.crt", "stage.key"),
                "no sirve para el certificado",
                "other.crt",
            ),
        ];
        for (files, said, file) in cases {
            let e = server_config(&files, Language::Es).unwrap_err();
            assert!(e.contains(said) && e.contains(file), "{e}");
        }
    }
}
