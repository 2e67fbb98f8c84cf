"""What the SDK tests share: the servers the runner started, and the fixtures the SDK cannot make.

The runner (`run-sdk-suite.ts`) starts two built servers and passes them in the environment:
`SDK_OPEN_URL` (no sign-in, no keys: DB-GPT's default) and `SDK_KEYED_URL` (sign-in on, so every call
needs an API key), with the keyed server's administrator in `SDK_ADMIN_EMAIL` / `SDK_ADMIN_PASSWORD`.
Fixtures the SDK has no working call for (its create_flow and create_datasource send GET requests) are
made with httpx, the SDK's own HTTP client.
"""

import asyncio
import os
import sqlite3
import tempfile
import time

import httpx

MODEL = "fake-model"
FAKE_ANSWER = "Hello from the fake model."
OPEN_URL = os.environ.get("SDK_OPEN_URL", "")
KEYED_URL = os.environ.get("SDK_KEYED_URL", "")


def api_base(url: str) -> str:
    """The SDK's `api_base` for a server."""
    return f"{url}/api/v2"


def envelope_data(response: httpx.Response):
    body = response.json()
    if response.status_code != 200 or not body.get("success"):
        raise AssertionError(f"{response.request.url} answered {response.status_code}: {body}")
    return body["data"]


def create_chat_flow(url: str, name: str) -> str:
    """A deployed copy of the built-in "simple chat" template (question → prompt → model). Answers its uid."""
    templates = envelope_data(httpx.get(f"{url}/api/v2/serve/awel/flow/templates", params={"page_size": 100}))
    template = next(item for item in templates["items"] if item["name"] == "template_simple_chat")
    flow_data = template["flow_data"]
    for node in flow_data["nodes"]:
        for parameter in node["data"].get("parameters", []):
            if parameter["name"] == "path":
                # Each deployed flow needs its own trigger path.
                parameter["value"] = f"/sdk/{name}"
    flow = {"name": name, "label": name, "state": "deployed", "flow_data": flow_data}
    return envelope_data(httpx.post(f"{url}/api/v2/serve/awel/flows", json=flow))["uid"]


def create_sqlite_datasource(url: str) -> int:
    """A SQLite database with one table, added as a datasource. Answers its id."""
    folder = tempfile.mkdtemp(prefix="sdk-datasource-")
    path = os.path.join(folder, "sales.db")
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, amount REAL)")
    body = {"type": "sqlite", "params": {"path": path}, "description": "SDK test sales"}
    return envelope_data(httpx.post(f"{url}/api/v2/serve/datasources", json=body))["id"]


def create_api_key(url: str) -> str:
    """Signs in as the keyed server's administrator and makes an API key for that account."""
    with httpx.Client(base_url=url) as session:
        credentials = {"email": os.environ["SDK_ADMIN_EMAIL"], "password": os.environ["SDK_ADMIN_PASSWORD"]}
        envelope_data(session.post("/api/v1/auth/login", json=credentials))
        return envelope_data(session.post("/api/v1/auth/api-keys", json={"name": "sdk tests"}))["key"]


def document_status(url: str, document_id: int) -> str:
    """The document's sync status (the SDK's DocumentModel has no status field)."""
    return envelope_data(httpx.get(f"{url}/api/v2/serve/knowledge/documents/{document_id}"))["status"]


async def wait_until_synced(url: str, document_id: int, timeout_s: float = 20.0) -> str:
    deadline = time.monotonic() + timeout_s
    status = document_status(url, document_id)
    while status in ("TODO", "RUNNING") and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
        status = document_status(url, document_id)
    return status
