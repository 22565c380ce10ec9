; Inno Setup script: installs the PyInstaller one-folder bundle (dist\redlight) on Windows.
#define AppName "Red Light Companion"
#define AppVersion "0.1.0"

[Setup]
AppId={{6B1C9E52-4E1F-4A5B-9E77-2C4D3A1F0B11}
AppName={#AppName}
AppVersion={#AppVersion}
DefaultDirName={autopf}\Red Light Companion
DefaultGroupName={#AppName}
OutputBaseFilename=RedLightCompanion-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Files]
Source: "..\..\dist\redlight\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\redlight.exe"
Name: "{group}\Uninstall {#AppName}"; Filename: "{uninstallexe}"

[Run]
Filename: "{app}\redlight.exe"; Description: "Start {#AppName}"; Flags: nowait postinstall skipifsilent
