-- wrk script: a realistic POST /api/press, a saved keypad in the middle of a
-- calculation and three more keys.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = os.getenv("PRESS_BODY")
