"""An OpenAI-compatible face of the service (``/v1/models``, ``/v1/chat/completions``), so the
``openai`` client and chat UIs built on it reach the research assistant with the service's keys."""

from api.openai.routes import router

__all__ = ["router"]
