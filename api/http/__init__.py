"""HTTP plumbing under every route: API keys, bad-input errors, body and header limits, and the
request policy answered as statuses."""
