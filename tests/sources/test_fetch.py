"""fetch_url against a real HTTP server on 127.0.0.1 (allowed through allow_hosts).

Forbidden addresses are never contacted: a recording transport proves the refusal happens before
any connection is attempted.
"""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from open_research.evidence import make_record
from open_research.sources import fetch as fetch_mod
from open_research.sources.fetch import FetchResult, fetch_url
from tests.support.documents import make_pdf

HTML = b"""<!doctype html><html><head><title>Central Library hours</title>
<meta property="article:published_time" content="2026-02-20T09:00:00Z"></head>
<body><nav>Home | About | Contact</nav><article><h1>Central Library hours</h1>
<p>From 1 March 2026 the Central Library is open until 18:00 on weekdays. This change follows a
survey in which 45% of visitors asked for longer evening hours.</p>
<p>Weekend hours stay unchanged: the library closes at 16:00 on Saturdays and Sundays.</p>
</article><footer>Copyright City Council</footer></body></html>"""

UNDATED = b"""<html><head><title>Undated page</title></head><body><article>
<p>The reading room has 120 seats and free wifi for all registered members of the library.</p>
<p>Members can reserve a seat online up to seven days in advance of their visit.</p>
</article></body></html>"""


ROUTES: dict[str, tuple[int, dict[str, str], bytes]] = {
    "/page.html": (200, {"Content-Type": "text/html; charset=utf-8"}, HTML),
    "/undated.html": (200, {"Content-Type": "text/html"}, UNDATED),
    "/notice.pdf": (
        200,
        {"Content-Type": "application/pdf"},
        make_pdf("Holiday closing time is 15:00 at the West Branch.", "West Branch notice"),
    ),
    "/notes.txt": (200, {"Content-Type": "text/plain"}, b"Plain notes: closing time 17:00.\n"),
    "/big": (200, {"Content-Type": "text/plain"}, b"x" * 50_000),
    "/binary": (200, {"Content-Type": "application/octet-stream"}, b"\x00\x01\x02"),
    "/image": (200, {"Content-Type": "image/png"}, b"\x89PNG...."),
    "/to-private": (302, {"Location": "http://10.0.0.1/admin"}, b""),
    "/to-metadata": (301, {"Location": "http://169.254.169.254/latest/meta-data/"}, b""),
    "/to-v6-loopback": (307, {"Location": "http://[::1]/"}, b""),
    "/to-file": (302, {"Location": "file:///etc/passwd"}, b""),
    "/to-page": (302, {"Location": "/page.html"}, b""),
    "/loop": (302, {"Location": "/loop"}, b""),
}


class Handler(BaseHTTPRequestHandler):
    seen: list[tuple[str, str]] = []

    def log_message(self, *args):  # keep pytest output quiet
        pass

    def do_GET(self):
        Handler.seen.append((self.path, self.headers.get("Host", "")))
        if self.path == "/slow":
            time.sleep(1.5)
        if self.path == "/stream-big":  # no Content-Length: the cap must hold while streaming
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            for _ in range(100):
                self.wfile.write(b"y" * 1000)
            return
        status, headers, body = ROUTES.get(self.path, (404, {"Content-Type": "text/plain"}, b"nope"))
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class QuietServer(ThreadingHTTPServer):
    def handle_error(self, request, client_address):  # the client hanging up mid-body is expected
        pass


@pytest.fixture(scope="module")
def server():
    httpd = QuietServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


class Recording(httpx.AsyncBaseTransport):
    """Real transport that remembers every host it was asked to connect to."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.hosts: list[str] = []

    async def handle_async_request(self, request):
        self.hosts.append(request.url.host)
        return await self.inner.handle_async_request(request)

    async def aclose(self):
        await self.inner.aclose()


@pytest.fixture
async def rec():
    transport = Recording()
    async with httpx.AsyncClient(transport=transport, trust_env=False) as client:
        transport.client = client
        yield transport


ALLOW = {"127.0.0.1"}


async def test_refuses_loopback_without_allow_list(server, rec):
    base, _ = server
    out = await fetch_url(base + "/page.html", client=rec.client)
    assert isinstance(out, str) and out.startswith("ERROR: ") and "loopback" in out
    assert rec.hosts == []


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/",
        "http://10.0.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "http://0.0.0.0/",
        "http://192.168.1.1/",
        "http://172.16.0.1/",
        "http://[fe80::1]/",
        "http://[fd00:ec2::254]/",
        "http://[fc00::1]/",
        "http://224.0.0.1/",
        "http://[::ffff:10.0.0.1]/",
        "http://[64:ff9b::a9fe:a9fe]/",
        "http://100.64.0.1/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "https://10.0.0.1:8443/",
    ],
)
async def test_refuses_non_public_addresses_before_connecting(url, rec):
    out = await fetch_url(url, client=rec.client)
    assert isinstance(out, str) and out.startswith("ERROR: "), out
    assert rec.hosts == []


@pytest.mark.parametrize(
    "url",
    [
        "file:///etc/passwd",
        "ftp://example.com/x",
        "gopher://example.com/",
        "javascript:alert(1)",
        "not a url",
        "http://",
        "",
    ],
)
async def test_refuses_other_schemes_and_garbage(url, rec):
    out = await fetch_url(url, client=rec.client)
    assert isinstance(out, str) and out.startswith("ERROR: ")
    assert rec.hosts == []


async def test_every_resolved_address_is_checked(monkeypatch, rec):
    async def resolver(host, port):
        return ["93.184.216.34", "10.0.0.1"]  # one public, one private: refuse

    monkeypatch.setattr(fetch_mod, "_resolve", resolver)
    out = await fetch_url("http://rebind.example/", client=rec.client)
    # refused, without telling where the name points (a refusal must not map the private network)
    assert out.startswith("ERROR: ") and "non-public address" in out and "10.0.0.1" not in out
    assert rec.hosts == []


async def test_a_host_port_entry_opens_that_port_only(server):
    base, _ = server
    port = httpx.URL(base).port
    ok = await fetch_url(base + "/page.html", allow_hosts={f"127.0.0.1:{port}"})
    assert isinstance(ok, FetchResult) and ok.title == "Central Library hours"
    other = await fetch_url(base + "/page.html", allow_hosts={f"127.0.0.1:{port + 1}", "[::1]:80"})
    assert isinstance(other, str) and other.startswith("ERROR: ") and "loopback" in other
    assert fetch_mod.allowed("::1", 80, fetch_mod.allow_entries(["[::1]:80"]))
    assert not fetch_mod.allowed("::1", 81, fetch_mod.allow_entries(["[::1]:80"]))
    assert fetch_mod.allowed("intranet", 8443, fetch_mod.allow_entries(["Intranet."]))  # a bare name: any port


async def test_localhost_name_is_refused(rec):
    out = await fetch_url("http://localhost/", client=rec.client)
    assert out.startswith("ERROR: ")
    assert rec.hosts == []


@pytest.mark.parametrize(
    "path,bad",
    [
        ("/to-private", "10.0.0.1"),
        ("/to-metadata", "169.254.169.254"),
        ("/to-v6-loopback", "::1"),
        ("/to-file", "file"),
    ],
)
async def test_redirect_from_allowed_host_to_private_is_refused(server, rec, path, bad):
    base, _ = server
    out = await fetch_url(base + path, allow_hosts=ALLOW, client=rec.client)
    assert isinstance(out, str) and out.startswith("ERROR: ") and bad in out
    assert rec.hosts == ["127.0.0.1"]  # only the first hop was ever contacted


async def test_allowed_html_page_extracts_text_title_and_date(server):
    base, _ = server
    out = await fetch_url(base + "/page.html", allow_hosts=ALLOW)
    assert isinstance(out, FetchResult), out
    assert out.title == "Central Library hours"
    assert "open until 18:00 on weekdays" in out.text
    assert "Home | About" not in out.text  # boilerplate dropped by trafilatura
    assert out.published_at == "2026-02-20"
    assert out.content_type == "text/html"
    record = make_record(
        url=out.final_url, title=out.title, text=out.text, origin_tool="fetch_url", published_at=out.published_at
    )
    assert record.published_at == "2026-02-20" and record.source_id.startswith("src_")


async def test_undated_page_has_no_published_at(server):
    base, _ = server
    out = await fetch_url(base + "/undated.html", allow_hosts=ALLOW)
    assert isinstance(out, FetchResult), out
    assert "120 seats" in out.text and out.published_at is None


async def test_pdf_text_and_title(server):
    base, _ = server
    out = await fetch_url(base + "/notice.pdf", allow_hosts=ALLOW)
    assert isinstance(out, FetchResult), out
    assert "Holiday closing time is 15:00" in out.text
    assert out.title == "West Branch notice" and out.published_at is None


async def test_plain_text_and_followed_redirect(server):
    base, _ = server
    txt = await fetch_url(base + "/notes.txt", allow_hosts=ALLOW)
    assert isinstance(txt, FetchResult) and txt.text == "Plain notes: closing time 17:00."
    red = await fetch_url(base + "/to-page", allow_hosts=ALLOW)
    assert isinstance(red, FetchResult) and red.final_url == base + "/page.html"
    assert red.url == base + "/to-page"


@pytest.mark.parametrize("path", ["/big", "/stream-big"])
async def test_size_cap(server, path):
    base, _ = server
    out = await fetch_url(base + path, allow_hosts=ALLOW, max_bytes=10_000)
    assert isinstance(out, str) and out.startswith("ERROR: ") and "cap" in out
    ok = await fetch_url(base + path, allow_hosts=ALLOW, max_bytes=200_000)
    assert isinstance(ok, FetchResult)


@pytest.mark.parametrize("path", ["/binary", "/image"])
async def test_bad_content_type(server, path):
    base, _ = server
    out = await fetch_url(base + path, allow_hosts=ALLOW)
    assert isinstance(out, str) and out.startswith("ERROR: unsupported content type")


async def test_http_errors_loops_and_timeouts_are_strings(server):
    base, _ = server
    assert (await fetch_url(base + "/missing", allow_hosts=ALLOW)).startswith("ERROR: HTTP 404")
    assert "redirects" in await fetch_url(base + "/loop", allow_hosts=ALLOW)
    out = await fetch_url(base + "/slow", allow_hosts=ALLOW, timeout=0.3)
    assert out.startswith("ERROR: ") and "timed out" in out


async def test_connects_to_checked_ip_with_original_host_header(server, monkeypatch, rec):
    """DNS rebinding: the request goes to the address that was vetted, the name rides in Host."""
    _, port = server
    calls = []

    async def resolver(host, p):
        calls.append(host)
        return ["127.0.0.1"]

    monkeypatch.setattr(fetch_mod, "_resolve", resolver)
    Handler.seen.clear()
    out = await fetch_url(
        f"http://docs.intranet.test:{port}/page.html", allow_hosts={"docs.intranet.test"}, client=rec.client
    )
    assert isinstance(out, FetchResult), out
    assert calls == ["docs.intranet.test"]  # resolved once, by us
    assert rec.hosts == ["127.0.0.1"]
    assert Handler.seen[-1] == ("/page.html", f"docs.intranet.test:{port}")
    assert out.final_url == f"http://docs.intranet.test:{port}/page.html"


async def test_html_charset_from_meta_tag(server):
    base, _ = server
    page = (
        '<html><head><meta charset="iso-8859-1"><title>Caf\xe9 hours</title></head><body><article>'
        "<p>The caf\xe9 in the Central Library opens at 09:00 and serves "
        "cr\xe8me br\xfbl\xe9e on Fridays to everyone who has a library card and a reason "
        "to celebrate the weekend.</p>"
        "</article></body></html>"
    ).encode("iso-8859-1")
    ROUTES["/latin1.html"] = (200, {"Content-Type": "text/html"}, page)
    out = await fetch_url(base + "/latin1.html", allow_hosts=ALLOW)
    assert isinstance(out, FetchResult), out
    assert "crème brûlée" in out.text and out.title == "Café hours"


async def test_https_pins_ip_but_verifies_certificate_and_sni_for_the_name(monkeypatch, tmp_path):
    """Connecting to the vetted IP must not weaken TLS: SNI and hostname checks use the URL's name."""
    pytest.importorskip("cryptography")
    import datetime as dt
    import ssl

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "docs.intranet.test")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("docs.intranet.test")]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_pem = tmp_path / "cert.pem"
    key_pem = tmp_path / "key.pem"
    cert_pem.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_pem.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    sni_seen: list[str | None] = []
    server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_ctx.load_cert_chain(cert_pem, key_pem)
    server_ctx.sni_callback = lambda sock, server_name, ctx: sni_seen.append(server_name)
    httpd = QuietServer(("127.0.0.1", 0), Handler)
    httpd.socket = server_ctx.wrap_socket(httpd.socket, server_side=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    port = httpd.server_address[1]

    async def resolver(host, p):
        return ["127.0.0.1"]

    monkeypatch.setattr(fetch_mod, "_resolve", resolver)
    client_ctx = ssl.create_default_context(cafile=str(cert_pem))
    try:
        async with httpx.AsyncClient(verify=client_ctx, trust_env=False) as client:
            ok = await fetch_url(
                f"https://docs.intranet.test:{port}/page.html", allow_hosts={"docs.intranet.test"}, client=client
            )
            assert isinstance(ok, FetchResult), ok
            assert sni_seen[-1] == "docs.intranet.test"
            wrong = await fetch_url(
                f"https://other.intranet.test:{port}/page.html", allow_hosts={"other.intranet.test"}, client=client
            )
            assert isinstance(wrong, str) and wrong.startswith("ERROR: ") and "CERTIFICATE" in wrong.upper()
            assert sni_seen[-1] == "other.intranet.test"  # certificate is for another name: refused
    finally:
        httpd.shutdown()
        httpd.server_close()
