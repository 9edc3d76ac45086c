from enum import StrEnum

class CreateAccountScopesType0Item(StrEnum):
    BOT = "bot"
    PLAY = "play"
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
