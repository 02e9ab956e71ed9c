"""Runs: the manager every process fronts them with, the two queues that execute them, the executor, the event tail."""
