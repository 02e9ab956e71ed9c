# open-research HTTP service and workers. Build: docker build -t open-research .
# Run:   docker run -p 2024:2024 -v open-research-data:/data \
#          -e OPEN_RESEARCH_API_KEYS='{"<sha256 of your key>": "your-tenant"}' open-research
#        (python -m api.http.auth YOUR_KEY prints the digest; or mount a TOML config and pass
#         -e OPEN_RESEARCH_CONFIG=/config/service.toml; auth_disabled = true only for local use)
# Scale out: compose.yaml (PostgreSQL, API replicas, workers); see README "Running at scale".
# Air-gapped: --build-arg BAKE_MODEL=1 puts the embedded model into the image (/data/models,
# copied into a fresh named volume on first start), so nothing is downloaded at run time.
FROM python:3.11-slim

# xllamacpp (the embedded model) needs the OpenMP runtime, absent from the slim image.
RUN apt-get update && apt-get install -y --no-install-recommends libgomp1 \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin app

WORKDIR /app
COPY . /app
# pdf: report export as PDF; otel: OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT turns them on).
ARG EXTRAS="postgres,pdf,otel"
# The README's install step, in a venv inside the image.
RUN python3 -m venv .venv && .venv/bin/pip install --no-cache-dir -e ".${EXTRAS:+[$EXTRAS]}"

ENV OPEN_RESEARCH_DATA_DIR=/data
# /documents: the folder `open-research index /documents` reads (compose mounts ./documents there).
RUN mkdir -p /data /documents && chown app:app /data /documents
ARG BAKE_MODEL=0
RUN if [ "$BAKE_MODEL" = "1" ]; then \
      .venv/bin/python -c "from open_research.models.local.files import resolve_local_model as r; print(r('smollm2'))" \
      && chown -R app:app /data; \
    fi

USER app
VOLUME ["/data"]
EXPOSE 2024

HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/app/.venv/bin/python", "-c", "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:2024/ok', timeout=4).status == 200 else 1)"]

CMD ["/app/.venv/bin/open-research", "serve", "--host", "0.0.0.0", "--port", "2024"]
