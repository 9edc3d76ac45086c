"""The HTTP API: Litestar controllers, request and response schemas, auth, problem details."""
