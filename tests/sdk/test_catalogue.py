"""Apps, datasources and flows through DB-GPT's SDK: list and get."""

import unittest
import uuid

from dbgpt_client import Client, ClientException
from dbgpt_client.app import get_app, list_app
from dbgpt_client.datasource import get_datasource, list_datasource
from dbgpt_client.flow import get_flow, list_flow

from sdk_support import OPEN_URL, api_base, create_chat_flow, create_sqlite_datasource


class CatalogueTest(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.client = Client(api_base=api_base(OPEN_URL))

    async def asyncTearDown(self):
        await self.client.aclose()

    async def test_list_and_get_apps(self):
        apps = await list_app(self.client)
        codes = [app.app_code for app in apps]
        self.assertIn("chat_normal", codes)
        app = await get_app(self.client, "chat_normal")
        self.assertEqual((app.app_code, app.team_mode), ("chat_normal", "native_app"))
        with self.assertRaises(ClientException):
            await get_app(self.client, "no-such-app")

    async def test_list_and_get_datasources(self):
        datasource_id = create_sqlite_datasource(OPEN_URL)
        listed = await list_datasource(self.client)
        self.assertIn(datasource_id, [datasource.id for datasource in listed])
        datasource = await get_datasource(self.client, str(datasource_id))
        self.assertEqual((datasource.db_type, datasource.comment), ("sqlite", "SDK test sales"))
        self.assertEqual(datasource.db_pwd, "")

    async def test_list_and_get_flows(self):
        name = f"sdk_listed_{uuid.uuid4().hex[:8]}"
        uid = create_chat_flow(OPEN_URL, name)
        self.assertIn(uid, [flow.uid for flow in await list_flow(self.client)])
        self.assertEqual([flow.uid for flow in await list_flow(self.client, name=name)], [uid])
        flow = await get_flow(self.client, uid)
        self.assertEqual((flow.name, flow.state.value), (name, "deployed"))
