# open-research HTTP service. Build: docker build -t open-research .
# Run:   docker run -p 2024:2024 -v open-research-data:/data \
#          -e OPEN_RESEARCH_API_KEYS='{"<sha256 of your key>": "your-tenant"}' open-research
#        (python -m api.auth YOUR_KEY prints the digest; or mount a TOML config and pass
#         -e OPEN_RESEARCH_CONFIG=/config/service.toml; auth_disabled = true only for local use)
# PostgreSQL: build with --build-arg EXTRAS=postgres and set OPEN_RESEARCH_DATABASE_URL.
FROM python:3.11-slim

WORKDIR /app
COPY . /app
ARG EXTRAS=""
# The README's install step, in a venv inside the image.
RUN python3 -m venv .venv && .venv/bin/pip install --no-cache-dir -e ".${EXTRAS:+[$EXTRAS]}"

ENV OPEN_RESEARCH_DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 2024

HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/app/.venv/bin/python", "-c", "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:2024/ok', timeout=4).status == 200 else 1)"]

CMD ["/app/.venv/bin/open-research", "serve", "--host", "0.0.0.0", "--port", "2024"]
