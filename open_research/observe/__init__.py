"""What people and operators see of a run: ``progress`` events (CLI lines, the ``custom`` stream)
and ``telemetry`` (Prometheus metrics, OpenTelemetry traces). A leaf: it imports no other subsystem."""
