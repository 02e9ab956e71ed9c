"""Fetch one web page or PDF for a researcher, safely.

Safe by default because a URL can come from a page the model read: only http/https, every
resolved address must be public, each redirect hop is re-checked, and the connection goes to the
exact IP that was checked (Host header and TLS SNI carry the name), so DNS rebinding between the
check and the connect cannot move the request to a private address. Residual risk: a caller-supplied
``client`` configured with a proxy lets the proxy resolve names itself; the default client ignores
proxy environment variables for that reason. The body is read raw and decoded here
(``fetch_decode``), so the size cap counts decoded bytes and a small compressed body can never
expand past it; stacked or unknown content encodings are refused. What the page says (title, text,
stated date) is read by ``sources.extract``, as for a local file.

Never raises: every failure is returned as a string starting with ``ERROR: ``.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
from collections.abc import Iterable
from urllib.parse import urljoin

import httpx
from pydantic import BaseModel

from open_research.sources.dates import Basis
from open_research.sources.decode import ACCEPT_ENCODING, CappedDecoder, DecodeRefused
from open_research.sources.extract import MEDIA_KINDS, Unreadable, aextract_document
from open_research.sources.versions import Status, StatusBasis

__all__ = ["FetchResult", "fetch_url", "check_address"]

MAX_REDIRECTS = 5
_METADATA_HOSTS = {"metadata.google.internal", "metadata.goog", "metadata"}
_METADATA_IPS = {
    ipaddress.ip_address(a) for a in ("169.254.169.254", "fd00:ec2::254", "100.100.100.200", "169.254.170.2")
}
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
#: Non-global ranges (IANA special-purpose registries) named explicitly, because ``is_global`` of
#: some Python versions misses a few (fec0::/10 site-local, local-use NAT64, the newer IPv6
#: documentation prefix). Deny by default: a range with only a few global exceptions is refused whole.
_NOT_GLOBAL = [
    ipaddress.ip_network(n)
    for n in (
        "0.0.0.0/8",
        "10.0.0.0/8",
        "100.64.0.0/10",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "172.16.0.0/12",
        "192.0.0.0/24",
        "192.0.2.0/24",
        "192.88.99.0/24",
        "192.168.0.0/16",
        "198.18.0.0/15",
        "198.51.100.0/24",
        "203.0.113.0/24",
        "224.0.0.0/4",
        "240.0.0.0/4",
        "::/96",
        "::ffff:0:0/96",
        "64:ff9b:1::/48",
        "100::/64",
        "2001::/23",
        "2001:db8::/32",
        "3fff::/20",
        "5f00::/16",
        "fc00::/7",
        "fe80::/10",
        "fec0::/10",
        "ff00::/8",
    )
]
_HEADERS = {
    "User-Agent": "open-research/0.1 (research fetch)",
    "Accept-Encoding": ACCEPT_ENCODING,
    "Accept": "text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9",
}

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class FetchResult(BaseModel):
    url: str
    final_url: str
    title: str
    text: str
    published_at: str | None = None
    published_at_basis: Basis | None = None  # "stated" or "title": what the page says (``sources.dates``)
    status: Status = "current"  # version markers of the page (``sources.versions``)
    status_basis: StatusBasis | None = None
    version: str | None = None
    replaced_by: str | None = None
    content_type: str


class _Refused(Exception):
    """A safety refusal; its message becomes the ERROR string."""


def check_address(ip: IPAddress) -> str | None:
    """Why this address must not be contacted, or None when it is a public unicast address."""
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = ip.ipv4_mapped or ip.sixtofour or (ip.teredo[1] if ip.teredo else None)
        if embedded is None and ip in _NAT64:
            embedded = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        if embedded is not None:
            reason = check_address(embedded)
            return f"{reason} (embedded in {ip})" if reason else None
    if ip in _METADATA_IPS:
        return "a cloud metadata address"
    if ip.version == 6 and ip in ipaddress.ip_network("fec0::/10"):
        return "a site-local address"
    for attr, reason in (
        ("is_unspecified", "unspecified"),
        ("is_loopback", "loopback"),
        ("is_link_local", "link-local"),
        ("is_multicast", "multicast"),
        ("is_private", "private"),
        ("is_reserved", "reserved"),
    ):
        if getattr(ip, attr):
            return f"a {reason} address"
    if not ip.is_global or any(ip in net for net in _NOT_GLOBAL if net.version == ip.version):
        return "not a public address"
    return None


async def _resolve(host: str, port: int) -> list[str]:
    """All addresses the name resolves to (module-level so tests can substitute a resolver)."""
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))  # the host of an inet sockaddr: a str


async def _checked_ip(url: httpx.URL, allow: set[str]) -> str:
    """Resolve and vet the URL's host; return the single IP the request will connect to."""
    if url.scheme not in ("http", "https"):
        raise _Refused(f"only http and https URLs can be fetched, not {url.scheme or 'no'} scheme")
    host = url.host.lower().rstrip(".")
    if not host:
        raise _Refused("the URL has no host")
    port = url.port or (443 if url.scheme == "https" else 80)
    if host in _METADATA_HOSTS and not allowed(host, port, allow):
        raise _Refused(f"{host} is a cloud metadata host")
    try:
        addrs = [str(ipaddress.ip_address(host))]
    except ValueError:
        try:
            addrs = await _resolve(host, port)
        except (OSError, UnicodeError) as exc:
            raise _Refused(f"could not resolve {host}: {exc}") from exc
    if not addrs:
        raise _Refused(f"could not resolve {host}")
    if not allowed(host, port, allow):
        for addr in addrs:
            ip = ipaddress.ip_address(addr.split("%")[0])
            reason = None if allowed(str(ip), port, allow) else check_address(ip)
            if reason:
                # a name's resolved address is not told: the refusal must not map the private network
                said = reason if addr == host else "it resolves to a non-public address"
                raise _Refused(f"refusing to fetch {host}: {said}")
    return addrs[0]


def allow_entries(hosts: Iterable[str]) -> set[str]:
    """Operator allow-list entries normalised: ``host``, ``IP``, ``host:port``, ``[v6]:port``."""
    out = set()
    for raw in hosts:
        entry = raw.strip().lower().rstrip(".")
        if m := re.fullmatch(r"\[([^\]]+)\]", entry):  # a bare IPv6 address in brackets
            out.add(m.group(1))
        elif entry:
            out.add(entry)
    return out


def allowed(host: str, port: int, allow: set[str]) -> bool:
    """``host`` may be reached on ``port``: a bare entry opens the host, ``host:port`` (``[v6]:port``)
    only that port."""
    return host in allow or (f"[{host}]:{port}" if ":" in host else f"{host}:{port}") in allow


def _charset(content_type: str) -> str | None:
    m = re.search(r"charset=([\w.:-]+)", content_type, re.I)
    return m.group(1) if m else None


async def _fetch(
    url: str, allow: set[str], max_bytes: int, timeout: float, client: httpx.AsyncClient
) -> FetchResult | str:
    current = httpx.URL(url)
    deadline = asyncio.get_running_loop().time() + timeout
    for _hop in range(MAX_REDIRECTS + 1):
        ip = await _checked_ip(current, allow)
        target = current.copy_with(host=ip)
        headers = {**_HEADERS, "Host": current.netloc.decode("ascii")}
        ext = {"sni_hostname": current.host} if current.scheme == "https" else {}
        async with client.stream(
            "GET", target, headers=headers, extensions=ext, follow_redirects=False, timeout=timeout
        ) as resp:
            if resp.is_redirect and resp.headers.get("location"):
                current = httpx.URL(urljoin(str(current), resp.headers["location"]))
                continue
            if resp.status_code >= 400:
                return f"ERROR: HTTP {resp.status_code} from {current}"
            if resp.status_code != 200:
                return f"ERROR: unexpected HTTP status {resp.status_code} from {current}"
            ctype = resp.headers.get("content-type", "")
            kind = MEDIA_KINDS.get(ctype.split(";")[0].strip().lower())
            if kind is None:
                return (
                    f"ERROR: unsupported content type {ctype.split(';')[0] or '(none)'!r} at "
                    f"{current}; only HTML, PDF, text, Markdown, CSV and office documents are read"
                )
            declared = resp.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > max_bytes:
                return f"ERROR: {current} is {declared} bytes, over the {max_bytes}-byte cap"
            try:
                decoder = CappedDecoder(resp.headers.get("content-encoding", ""), max_bytes)
                chunks = [decoder.feed(chunk) async for chunk in resp.aiter_raw()]
                chunks.append(decoder.finish())
            except DecodeRefused as exc:
                return f"ERROR: {current}: {exc}"
        try:
            # heavy kinds (PDF, HTML) in a child process stopped before the fetch's own deadline; the
            # loop watches its pipe, so a hostile document holds no thread of the service
            left = max(0.5, deadline - asyncio.get_running_loop().time() - 0.5)  # its own deadline first
            doc = await aextract_document(
                kind,
                b"".join(chunks),
                charset=_charset(ctype),
                url=str(current),
                path=current.path,
                seconds=left,
            )
        except Unreadable as exc:
            return f"ERROR: no readable text at {current}: {exc}"
        return FetchResult(
            url=url,
            final_url=str(current),
            title=doc.title or str(current),
            text=doc.text,
            published_at=doc.published_at,
            published_at_basis=doc.published_at_basis,
            status=doc.version.status,
            status_basis=doc.version.status_basis,
            version=doc.version.version,
            replaced_by=doc.version.replaced_by,
            content_type=ctype.split(";")[0],
        )
    return f"ERROR: more than {MAX_REDIRECTS} redirects starting from {url}"


async def fetch_url(
    url: str,
    *,
    allow_hosts: Iterable[str] | None = None,
    max_bytes: int = 2_000_000,
    timeout: float = 15.0,
    client: httpx.AsyncClient | None = None,
) -> FetchResult | str:
    """Fetch and extract one URL; ``allow_hosts`` (exact names or IPs, any port; or ``host:port``) may
    reach private hosts."""
    allow = allow_entries(allow_hosts or ())
    own = client is None
    try:
        httpx.URL(url)
    except Exception as exc:  # noqa: BLE001 - any parse failure is a user-facing error
        return f"ERROR: invalid URL {url!r}: {exc}"
    http = client or httpx.AsyncClient(follow_redirects=False, trust_env=False, timeout=timeout)
    try:
        async with asyncio.timeout(timeout):
            return await _fetch(url, allow, max_bytes, timeout, http)
    except _Refused as exc:
        return f"ERROR: {exc}"
    except TimeoutError:
        return f"ERROR: fetching {url} timed out after {timeout:g}s"
    except httpx.HTTPError as exc:
        return f"ERROR: could not fetch {url}: {type(exc).__name__}: {exc}"
    except Exception as exc:  # noqa: BLE001 - tools never raise into the graph
        return f"ERROR: could not read {url}: {type(exc).__name__}: {exc}"
    finally:
        if own:
            await http.aclose()


#: The guard itself, for other outbound requests that must not reach private hosts (webhooks).
Refused = _Refused
checked_ip = _checked_ip
